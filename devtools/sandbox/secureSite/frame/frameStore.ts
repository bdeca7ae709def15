import { generatePrivateKey } from 'viem/accounts'
import { z } from 'zod'
import { LOGIN_PROVIDERS } from '../../../../plugins/connectors/embedded/frameProtocol'

const KEY_PREFIX = 'vestibule-secure:key:'
const SESSION_KEY = 'vestibule-secure:session'
const CHAIN_KEY = 'vestibule-secure:chainId'
const ACCOUNT_TYPE_KEY = 'vestibule-secure:account-type:'
const SMART_ACCOUNT_KEY = 'vestibule-secure:smart-account:'
const DEVICE_KEY = 'vestibule-secure:device-id'

/**
 * A session: who logged in. `identity` names the key: the email for an email login (lower case),
 * `<provider>:<subject>` for a social or Farcaster one, whose username is kept to show.
 */
const sessionSchema = z.union([
  z.object({ email: z.email() }).transform(({ email }) => ({ identity: email, email, social: undefined })),
  z.object({ identity: z.string().min(1), email: z.undefined().optional(), social: z.object({ provider: z.enum(LOGIN_PROVIDERS), userName: z.string() }) }),
])
export type FrameSession = z.infer<typeof sessionSchema>
const privateKeySchema = z.string().regex(/^0x[0-9a-f]{64}$/)
const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/**
 * The secure site's own storage (its origin's localStorage, never the page's): one private key per
 * identity, kept across sign-outs so an email or a social account always logs into the same
 * account, its preferred account type and smart accounts, and the session.
 */
export const frameStore = {
  keyFor(identity: string): `0x${string}` {
    const slot = KEY_PREFIX + identity.toLowerCase()
    const stored = privateKeySchema.safeParse(localStorage.getItem(slot))
    if (stored.success) return stored.data as `0x${string}`
    const key = generatePrivateKey()
    localStorage.setItem(slot, key)
    return key
  },
  /** The account's key as the secure site's server holds it: a second device receives it once approved. */
  setKey(identity: string, key: `0x${string}`): void {
    localStorage.setItem(KEY_PREFIX + identity.toLowerCase(), key)
  },
  /** This browser's id with the secure site: another browser (or a cleared one) is a new device. */
  deviceId(): string {
    const stored = localStorage.getItem(DEVICE_KEY)
    if (stored && /^[0-9a-f-]{36}$/.test(stored)) return stored
    const id = crypto.randomUUID()
    localStorage.setItem(DEVICE_KEY, id)
    return id
  },
  hasKey(identity: string): boolean {
    return localStorage.getItem(KEY_PREFIX + identity.toLowerCase()) !== null
  },
  session(): FrameSession | undefined {
    try {
      const parsed = sessionSchema.safeParse(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null'))
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  },
  startEmailSession(email: string): void {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ email: email.toLowerCase() }))
  },
  startSocialSession(provider: (typeof LOGIN_PROVIDERS)[number], subject: string, userName: string): void {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ identity: `${provider}:${subject}`.toLowerCase(), social: { provider, userName } }))
  },
  /** An email change keeps the account: everything kept under the old identity moves to the new one. */
  moveIdentity(from: string, to: string): void {
    const [oldId, newId] = [from.toLowerCase(), to.toLowerCase()]
    for (const slot of Object.keys(localStorage)) {
      if (!slot.startsWith('vestibule-secure:') || !slot.endsWith(`:${oldId}`)) continue
      localStorage.setItem(slot.slice(0, -oldId.length) + newId, localStorage.getItem(slot)!)
      localStorage.removeItem(slot)
    }
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
  accountType(identity: string): 'eoa' | 'smartAccount' | undefined {
    const stored = localStorage.getItem(ACCOUNT_TYPE_KEY + identity.toLowerCase())
    return stored === 'eoa' || stored === 'smartAccount' ? stored : undefined
  },
  setAccountType(identity: string, type: 'eoa' | 'smartAccount'): void {
    localStorage.setItem(ACCOUNT_TYPE_KEY + identity.toLowerCase(), type)
  },
  smartAccount(identity: string, chainId: number): `0x${string}` | undefined {
    const parsed = addressSchema.safeParse(localStorage.getItem(`${SMART_ACCOUNT_KEY}${chainId}:${identity.toLowerCase()}`))
    return parsed.success ? (parsed.data as `0x${string}`) : undefined
  },
  setSmartAccount(identity: string, chainId: number, address: string): void {
    localStorage.setItem(`${SMART_ACCOUNT_KEY}${chainId}:${identity.toLowerCase()}`, address)
  },
}
