import { expect } from 'chai'
import { createEmailDevices, DEVICE_LINK_TTL_MS } from '../../../../devtools/sandbox/secureSite/emailDevices'

const KEY_A = `0x${'aa'.repeat(32)}`
const KEY_B = `0x${'bb'.repeat(32)}`

describe('sandbox secure site: email accounts across devices (VERIFY_DEVICE)', () => {
  it('opens an account on the first device, keeps its key for an approved second device, and refuses an unapproved one', () => {
    const devices = createEmailDevices()
    expect(devices.isKnown('Ada@example.com', 'one')).to.equal(true)
    expect(devices.enrol('Ada@example.com', 'one', KEY_A)).to.deep.equal({ result: 'ok', key: KEY_A })
    expect(devices.isKnown('ada@example.com', 'two')).to.equal(false)
    expect(devices.enrol('ada@example.com', 'two', KEY_B)).to.deep.equal({ result: 'device-not-approved' })
    const mail = devices.requestApproval('ada@example.com', 'two')
    expect(devices.mails()[0]).to.equal(mail)
    expect(devices.approve(mail.token)).to.equal(true)
    expect(devices.approve(mail.token), 'a link works once').to.equal(false)
    expect(devices.enrol('ada@example.com', 'two', KEY_B)).to.deep.equal({ result: 'ok', key: KEY_A })
  })

  it('lets a link expire', () => {
    let now = 0
    const devices = createEmailDevices(() => now)
    devices.enrol('ada@example.com', 'one', KEY_A)
    const mail = devices.requestApproval('ada@example.com', 'two')
    now = DEVICE_LINK_TTL_MS + 1
    expect(devices.approve(mail.token)).to.equal(false)
    expect(devices.isKnown('ada@example.com', 'two')).to.equal(false)
  })

  it('moves an account to a new email only when one of its devices asks and the new email is free', () => {
    const devices = createEmailDevices()
    devices.enrol('old@example.com', 'one', KEY_A)
    devices.enrol('taken@example.com', 'other', KEY_B)
    expect(devices.move('old@example.com', 'new@example.com', 'stranger')).to.equal(false)
    expect(devices.move('old@example.com', 'taken@example.com', 'one')).to.equal(false)
    expect(devices.move('old@example.com', 'new@example.com', 'one')).to.equal(true)
    expect(devices.enrol('new@example.com', 'one', KEY_B)).to.deep.equal({ result: 'ok', key: KEY_A })
    expect(devices.isKnown('old@example.com', 'anyone'), 'the old email is free again').to.equal(true)
  })
})
