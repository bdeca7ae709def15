import { randomInt } from 'node:crypto'

/** One OTP may be tried this many times; then it is burned and a new one must be asked for. */
export const OTP_MAX_ATTEMPTS = 5
/** An OTP lives 10 minutes. */
export const OTP_TTL_MS = 10 * 60_000

export type InboxMail = { email: string; otp: string; sentAt: number }

export type VerifyOtpResult = 'ok' | 'wrong' | 'expired' | 'too-many-attempts' | 'none'

/**
 * The sandbox's mail server for email login: the secure site issues a 6-digit OTP per email and
 * checks it. The mails are what a person reads at `/inbox` and what tests read at `/inbox/latest`.
 */
export function createOtpInbox(now: () => number = Date.now) {
  const mails: InboxMail[] = []
  const live = new Map<string, { otp: string; expiresAt: number; attempts: number }>()
  return {
    issue(email: string): InboxMail {
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const mail = { email: email.toLowerCase(), otp, sentAt: now() }
      mails.unshift(mail)
      live.set(mail.email, { otp, expiresAt: mail.sentAt + OTP_TTL_MS, attempts: 0 })
      return mail
    },
    verify(email: string, otp: string): VerifyOtpResult {
      const key = email.toLowerCase()
      const entry = live.get(key)
      if (!entry) return 'none'
      if (now() > entry.expiresAt) {
        live.delete(key)
        return 'expired'
      }
      if (entry.otp === otp) {
        live.delete(key)
        return 'ok'
      }
      entry.attempts += 1
      if (entry.attempts >= OTP_MAX_ATTEMPTS) {
        live.delete(key)
        return 'too-many-attempts'
      }
      return 'wrong'
    },
    latest(email: string): InboxMail | undefined {
      return mails.find(mail => mail.email === email.toLowerCase())
    },
    all(): readonly InboxMail[] {
      return mails
    },
  }
}

export type OtpInbox = ReturnType<typeof createOtpInbox>
