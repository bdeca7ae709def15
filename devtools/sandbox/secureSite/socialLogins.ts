import { randomBytes } from 'node:crypto'

/** A login started by the frame lives this long (SPEC §9: social requests wait 2 min). */
export const SOCIAL_LOGIN_TTL_MS = 2 * 60_000

export type SocialIdentity = { provider: string; subject: string; userName: string }

const token = () => randomBytes(16).toString('hex')

/**
 * The sandbox's stand-in for the social providers and Farcaster's relay: the state of each login
 * the secure frame starts, the one-time codes the provider page issues when the visitor approves,
 * and the Farcaster channels the approval page marks. Server-side, so the page embedding the frame
 * never sees a code it could replay (the frame exchanges it, once, bound to its state).
 */
export function createSocialLogins(now: () => number = Date.now) {
  const starts = new Map<string, { provider: string; origin: string; expiresAt: number }>()
  const codes = new Map<string, { state: string; identity: SocialIdentity }>()
  const channels = new Map<string, { origin: string; expiresAt: number; identity?: SocialIdentity }>()
  const live = <T extends { expiresAt: number }>(entry: T | undefined): T | undefined => (entry && entry.expiresAt > now() ? entry : undefined)
  return {
    /** The frame starts a login for the page at `origin`; the popup's callback posts back to that origin only. */
    start(provider: string, origin: string): string {
      const state = token()
      starts.set(state, { provider, origin, expiresAt: now() + SOCIAL_LOGIN_TTL_MS })
      return state
    },
    pending(state: string) {
      return live(starts.get(state))
    },
    /** The visitor approved on the provider page: a code for the frame to exchange. */
    approve(state: string, userName: string): string | undefined {
      const start = live(starts.get(state))
      if (!start) return undefined
      const code = token()
      // The subject is the provider's stable id for the account: here, its username.
      codes.set(code, { state, identity: { provider: start.provider, subject: userName.toLowerCase(), userName } })
      return code
    },
    /** One exchange per code, and only with the state it was issued for. */
    exchange(state: string, code: string): SocialIdentity | undefined {
      const entry = codes.get(code)
      if (!entry || entry.state !== state) return undefined
      codes.delete(code)
      starts.delete(state)
      return entry.identity
    },
    openChannel(origin: string): string {
      const channel = token()
      channels.set(channel, { origin, expiresAt: now() + SOCIAL_LOGIN_TTL_MS })
      return channel
    },
    channel(channel: string) {
      return live(channels.get(channel))
    },
    approveChannel(channel: string, userName: string): boolean {
      const entry = live(channels.get(channel))
      if (!entry || entry.identity) return false
      entry.identity = { provider: 'farcaster', subject: userName.toLowerCase(), userName }
      return true
    },
    /** The channel's identity once approved; read once by the frame. */
    takeChannel(channel: string): SocialIdentity | 'pending' | undefined {
      const entry = live(channels.get(channel))
      if (!entry) return undefined
      if (!entry.identity) return 'pending'
      channels.delete(channel)
      return entry.identity
    },
  }
}

export type SocialLogins = ReturnType<typeof createSocialLogins>
