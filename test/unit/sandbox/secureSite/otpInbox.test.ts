import { expect } from 'chai'
import { createOtpInbox, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../../../../devtools/sandbox/secureSite/otpInbox'

describe('the sandbox secure site OTP inbox', () => {
  it('issues a 6-digit code per email and accepts it once, case-insensitively', () => {
    const inbox = createOtpInbox()
    const mail = inbox.issue('Ada@Example.com')
    expect(mail.otp).to.match(/^\d{6}$/)
    expect(inbox.latest('ada@example.com')?.otp).to.equal(mail.otp)
    expect(inbox.verify('ADA@example.com', mail.otp)).to.equal('ok')
    expect(inbox.verify('ada@example.com', mail.otp)).to.equal('none')
  })

  it('burns a code after too many wrong tries, so it cannot be brute-forced', () => {
    const inbox = createOtpInbox()
    const { otp } = inbox.issue('ada@example.com')
    const wrong = otp === '000000' ? '000001' : '000000'
    const verdicts = Array.from({ length: OTP_MAX_ATTEMPTS }, () => inbox.verify('ada@example.com', wrong))
    expect(verdicts.at(-1)).to.equal('too-many-attempts')
    expect(inbox.verify('ada@example.com', otp)).to.equal('none')
  })

  it('refuses an expired code', () => {
    let now = 0
    const inbox = createOtpInbox(() => now)
    const { otp } = inbox.issue('ada@example.com')
    now = OTP_TTL_MS + 1
    expect(inbox.verify('ada@example.com', otp)).to.equal('expired')
  })
})
