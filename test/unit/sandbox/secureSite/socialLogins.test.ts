import { expect } from 'chai'
import { createSocialLogins, SOCIAL_LOGIN_TTL_MS } from '../../../../devtools/sandbox/secureSite/socialLogins'

describe('sandbox social and Farcaster logins (secure site stand-in)', () => {
  it('a code is exchanged once, and only with the state it was issued for', () => {
    const logins = createSocialLogins()
    const state = logins.start('google', 'http://localhost:5173')
    const other = logins.start('github', 'http://localhost:5173')
    const code = logins.approve(state, 'Ada')!
    expect(logins.exchange(other, code)).to.equal(undefined)
    expect(logins.exchange(state, code)).to.deep.equal({ provider: 'google', subject: 'ada', userName: 'Ada' })
    expect(logins.exchange(state, code)).to.equal(undefined)
  })

  it('remembers the page origin a login started for, and forgets it after 2 min', () => {
    let now = 0
    const logins = createSocialLogins(() => now)
    const state = logins.start('x', 'http://localhost:5173')
    expect(logins.pending(state)?.origin).to.equal('http://localhost:5173')
    now = SOCIAL_LOGIN_TTL_MS + 1
    expect(logins.pending(state)).to.equal(undefined)
    expect(logins.approve(state, 'late')).to.equal(undefined)
  })

  it('a Farcaster channel is pending until approved once, then read once', () => {
    const logins = createSocialLogins()
    const channel = logins.openChannel('http://localhost:5173')
    expect(logins.takeChannel(channel)).to.equal('pending')
    expect(logins.approveChannel(channel, 'dwr')).to.equal(true)
    expect(logins.approveChannel(channel, 'someone-else')).to.equal(false)
    expect(logins.takeChannel(channel)).to.deep.equal({ provider: 'farcaster', subject: 'dwr', userName: 'dwr' })
    expect(logins.takeChannel(channel)).to.equal(undefined)
  })
})
