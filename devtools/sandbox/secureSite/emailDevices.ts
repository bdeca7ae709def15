import { randomBytes } from 'node:crypto'

/** A device approval link lives 15 minutes. */
export const DEVICE_LINK_TTL_MS = 15 * 60_000

export type DeviceMail = { email: string; token: string; sentAt: number }

export type EnrolResult = { result: 'ok'; key: string } | { result: 'device-not-approved' }

/**
 * The secure site's record of email accounts across devices (what makes SPEC §4's VERIFY_DEVICE
 * real): the first device that proves an email with a code owns a new account; any other device
 * must first be approved through a link mailed to that address, then prove the email with a code,
 * and then gets the same account. The hosted service keeps key shares; the sandbox keeps the
 * account's key itself, which is enough to show the same account on a second device.
 */
export function createEmailDevices(now: () => number = Date.now) {
  const accounts = new Map<string, { key: string; devices: Set<string> }>()
  const links = new Map<string, { email: string; deviceId: string; expiresAt: number }>()
  const mails: DeviceMail[] = []
  const id = (email: string) => email.toLowerCase()

  return {
    /** True when this device may go straight to the code: a new account, or one of the account's devices. */
    isKnown(email: string, deviceId: string): boolean {
      const account = accounts.get(id(email))
      return !account || account.devices.has(deviceId)
    },
    /** Mails the link that approves this device for the account. */
    requestApproval(email: string, deviceId: string): DeviceMail {
      const token = randomBytes(16).toString('hex')
      const mail = { email: id(email), token, sentAt: now() }
      links.set(token, { email: mail.email, deviceId, expiresAt: mail.sentAt + DEVICE_LINK_TTL_MS })
      mails.unshift(mail)
      return mail
    },
    /** The visitor opened the link: its device joins the account. False for an unknown, used or expired link. */
    approve(token: string): boolean {
      const link = links.get(token)
      links.delete(token)
      const account = link && accounts.get(link.email)
      if (!link || !account || now() > link.expiresAt) return false
      account.devices.add(link.deviceId)
      return true
    },
    /**
     * After the email was proven with a code: a new account is opened with the device's key; a known
     * device gets the account's key; a device nobody approved gets nothing.
     */
    enrol(email: string, deviceId: string, candidateKey: string): EnrolResult {
      const account = accounts.get(id(email))
      if (!account) {
        accounts.set(id(email), { key: candidateKey, devices: new Set([deviceId]) })
        return { result: 'ok', key: candidateKey }
      }
      if (!account.devices.has(deviceId)) return { result: 'device-not-approved' }
      return { result: 'ok', key: account.key }
    },
    /** An email change (SPEC §4 UPDATE_EMAIL), asked by one of the account's devices, keeps the account under the new address. */
    move(from: string, to: string, deviceId: string): boolean {
      const account = accounts.get(id(from))
      if (!account?.devices.has(deviceId) || accounts.has(id(to))) return false
      accounts.delete(id(from))
      accounts.set(id(to), account)
      return true
    },
    mails(): readonly DeviceMail[] {
      return mails
    },
  }
}

export type EmailDevices = ReturnType<typeof createEmailDevices>
