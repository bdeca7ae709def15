import { generatePrivateKey } from 'viem/accounts'
import { z } from 'zod'
import { LOGIN_PROVIDERS } from '../../../../plugins/features/embeddedWallet/frameProtocol'
import { SESSION_KEY } from '../secureSiteConfig'

const KEY_PREFIX = 'vestibule-secure:key:'
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

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/** For this frame's life only: what a browser that blocks third-party storage leaves us. */
function memoryStore(): KeyValueStore {
  const entries = new Map<string, string>()
  return {
    getItem: key => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: key => void entries.delete(key),
    key: index => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size
    },
  }
}

/**
 * The origin's storage when the browser lets this frame use it. A browser that blocks third-party
 * storage throws a SecurityError on the mere read of `window.localStorage` (the secure site is always
 * another site than the host's in production): the frame then keeps working on memory instead of
 * failing every request with the browser's text.
 */
function openStore(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = window[kind]
    storage.setItem('vestibule-secure:probe', '1')
    storage.removeItem('vestibule-secure:probe')
    return storage
  } catch {
    return undefined
  }
}

const keysOf = (store: KeyValueStore) => Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key !== null)
const isOriginStorage = (store: KeyValueStore) => typeof Storage !== 'undefined' && store instanceof Storage

let local: KeyValueStore = openStore('localStorage') ?? memoryStore()
let session: KeyValueStore = openStore('sessionStorage') ?? memoryStore()

/**
 * The secure site's own storage (its origin's localStorage, never the page's): one private key per
 * identity, kept across sign-outs so an email or a social account always logs into the same
 * account, its preferred account type and smart accounts, and the session.
 */
export const frameStore = {
  keyFor(identity: string): `0x${string}` {
    const slot = KEY_PREFIX + identity.toLowerCase()
    const stored = privateKeySchema.safeParse(local.getItem(slot))
    if (stored.success) return stored.data as `0x${string}`
    const key = generatePrivateKey()
    local.setItem(slot, key)
    return key
  },
  /** The account's key as the secure site's server holds it: a second device receives it once approved. */
  setKey(identity: string, key: `0x${string}`): void {
    local.setItem(KEY_PREFIX + identity.toLowerCase(), key)
  },
  /** This browser's id with the secure site: another browser (or a cleared one) is a new device. */
  deviceId(): string {
    const stored = local.getItem(DEVICE_KEY)
    if (stored && /^[0-9a-f-]{36}$/.test(stored)) return stored
    const id = crypto.randomUUID()
    local.setItem(DEVICE_KEY, id)
    return id
  },
  hasKey(identity: string): boolean {
    return local.getItem(KEY_PREFIX + identity.toLowerCase()) !== null
  },
  session(): FrameSession | undefined {
    try {
      const parsed = sessionSchema.safeParse(JSON.parse(local.getItem(SESSION_KEY) ?? 'null'))
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  },
  startEmailSession(email: string): void {
    local.setItem(SESSION_KEY, JSON.stringify({ email: email.toLowerCase() }))
  },
  startSocialSession(provider: (typeof LOGIN_PROVIDERS)[number], subject: string, userName: string): void {
    local.setItem(SESSION_KEY, JSON.stringify({ identity: `${provider}:${subject}`.toLowerCase(), social: { provider, userName } }))
  },
  /** An email change keeps the account: everything kept under the old identity moves to the new one. */
  moveIdentity(from: string, to: string): void {
    const [oldId, newId] = [from.toLowerCase(), to.toLowerCase()]
    for (const slot of keysOf(local)) {
      if (!slot.startsWith('vestibule-secure:') || !slot.endsWith(`:${oldId}`)) continue
      local.setItem(slot.slice(0, -oldId.length) + newId, local.getItem(slot)!)
      local.removeItem(slot)
    }
  },
  endSession(): void {
    local.removeItem(SESSION_KEY)
  },
  chainId(fallback: number): number {
    const stored = Number(local.getItem(CHAIN_KEY))
    return Number.isInteger(stored) && stored > 0 ? stored : fallback
  },
  setChainId(chainId: number): void {
    local.setItem(CHAIN_KEY, String(chainId))
  },
  accountType(identity: string): 'eoa' | 'smartAccount' | undefined {
    const stored = local.getItem(ACCOUNT_TYPE_KEY + identity.toLowerCase())
    return stored === 'eoa' || stored === 'smartAccount' ? stored : undefined
  },
  setAccountType(identity: string, type: 'eoa' | 'smartAccount'): void {
    local.setItem(ACCOUNT_TYPE_KEY + identity.toLowerCase(), type)
  },
  smartAccount(identity: string, chainId: number): `0x${string}` | undefined {
    const parsed = addressSchema.safeParse(local.getItem(`${SMART_ACCOUNT_KEY}${chainId}:${identity.toLowerCase()}`))
    return parsed.success ? (parsed.data as `0x${string}`) : undefined
  },
  setSmartAccount(identity: string, chainId: number, address: string): void {
    local.setItem(`${SMART_ACCOUNT_KEY}${chainId}:${identity.toLowerCase()}`, address)
  },
  /** What the page synced (SYNC_THEME, SYNC_DAPP_DATA), kept for this frame's life. */
  remember(type: string, value: string): void {
    session.setItem(`vestibule-secure:${type}`, value)
  },
  /**
   * SPEC §4 RELOAD: storage is opened again (the visitor may have allowed it since); what memory held
   * moves there, so a login made meanwhile is kept.
   */
  reload(): void {
    if (!isOriginStorage(local)) {
      const opened = openStore('localStorage')
      if (opened) for (const key of keysOf(local)) opened.setItem(key, local.getItem(key)!)
      local = opened ?? local
    }
    if (!isOriginStorage(session)) session = openStore('sessionStorage') ?? session
  },
  /**
   * Where a browser blocks this frame's storage and offers the Storage Access API, ask it (inside the
   * visitor's click); granted, the origin's storage takes over from memory.
   */
  requestStorageAccess(): void {
    if (isOriginStorage(local) || typeof document.requestStorageAccess !== 'function') return
    document.requestStorageAccess().then(
      () => frameStore.reload(),
      () => undefined,
    )
  },
  /** The session changed in another document of this origin (the `storage` event; none with memory). */
  onSessionChange(listener: () => void): void {
    window.addEventListener('storage', event => {
      if (isOriginStorage(local) && event.storageArea === local && (event.key === SESSION_KEY || event.key === null)) listener()
    })
  },
}
