import { generatePrivateKey } from 'viem/accounts'
import { z } from 'zod'

const KEY_PREFIX = 'vestibule-secure:key:'
const SESSION_KEY = 'vestibule-secure:session'
const CHAIN_KEY = 'vestibule-secure:chainId'
const sessionSchema = z.object({ email: z.email() })
const privateKeySchema = z.string().regex(/^0x[0-9a-f]{64}$/)

/**
 * The secure site's own storage (its origin's localStorage, never the page's): one private key per
 * email, kept across sign-outs so an email always logs into the same account, and the session.
 */
export const frameStore = {
  keyFor(email: string): `0x${string}` {
    const slot = KEY_PREFIX + email.toLowerCase()
    const stored = privateKeySchema.safeParse(localStorage.getItem(slot))
    if (stored.success) return stored.data as `0x${string}`
    const key = generatePrivateKey()
    localStorage.setItem(slot, key)
    return key
  },
  session(): { email: string } | undefined {
    try {
      const parsed = sessionSchema.safeParse(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null'))
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  },
  startSession(email: string): void {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ email: email.toLowerCase() }))
  },
  endSession(): void {
    localStorage.removeItem(SESSION_KEY)
  },
  chainId(fallback: number): number {
    const stored = Number(localStorage.getItem(CHAIN_KEY))
    return Number.isInteger(stored) && stored > 0 ? stored : fallback
  },
  setChainId(chainId: number): void {
    localStorage.setItem(CHAIN_KEY, String(chainId))
  },
}
