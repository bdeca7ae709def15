import { parseWith } from 'vestibule/plugin'
import type { Eip1193Provider, Eip6963ProviderDetail } from '../eip1193/eip1193Types'
import { eip6963InfoSchema } from './eip6963InfoSchema'

export interface DiscoveryOptions {
  readonly eip6963: boolean
  readonly legacy: boolean
}

export interface DiscoveredProvider {
  readonly detail: Eip6963ProviderDetail
  /** True for `window.ethereum` found without an EIP-6963 announcement. */
  readonly legacy: boolean
}

/** The generic entry for a bare `window.ethereum` (SPEC §1 connector type INJECTED). */
export const LEGACY_INJECTED_ID = 'injected'

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'

/**
 * An announcement's detail as discovery takes it: a provider with `request`, and `info` that passes
 * the EIP-6963 schema; anything else (any script may announce) is undefined.
 *
 * @example
 * parseAnnouncement({ info: { uuid, name: 'Rabby', icon: 'data:image/svg+xml,…', rdns: 'io.rabby' }, provider })
 */
export function parseAnnouncement(detail: unknown): Eip6963ProviderDetail | undefined {
  const candidate = (typeof detail === 'object' && detail !== null ? detail : {}) as Partial<Record<'info' | 'provider', unknown>>
  if (!isProvider(candidate.provider)) return undefined
  const info = parseWith(eip6963InfoSchema, candidate.info)
  return info.success ? { info: info.data, provider: candidate.provider } : undefined
}

/**
 * EIP-6963 discovery: listens for announcements (a late one still counts) and asks wallets to
 * announce. A bare `window.ethereum` is offered only when no announced wallet is that same object,
 * so one wallet never shows twice. Returns a function that stops listening.
 */
export function discoverInjectedProviders(options: DiscoveryOptions, found: (provider: DiscoveredProvider) => void): () => void {
  const target = globalThis as unknown as Window & { ethereum?: unknown }
  if (typeof target.addEventListener !== 'function') return () => undefined
  const announced = new Set<Eip1193Provider>()
  let legacyTimer: ReturnType<typeof setTimeout> | undefined

  const onAnnounce = (event: Event) => {
    // Announcements come from any script on the page: take only well-formed ones.
    const detail = parseAnnouncement((event as CustomEvent<unknown>).detail)
    if (!detail) return
    announced.add(detail.provider)
    found({ detail, legacy: false })
  }

  if (options.eip6963) {
    target.addEventListener('eip6963:announceProvider', onAnnounce)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  if (options.legacy) {
    // After announcements had their turn: wallets answer requestProvider synchronously or soon after.
    legacyTimer = setTimeout(() => {
      const ethereum = target.ethereum
      if (!isProvider(ethereum) || announced.has(ethereum)) return
      found({ detail: { info: { uuid: LEGACY_INJECTED_ID, name: 'Browser Wallet', icon: '', rdns: '' }, provider: ethereum }, legacy: true })
    }, options.eip6963 ? 100 : 0)
  }
  return () => {
    target.removeEventListener('eip6963:announceProvider', onAnnounce)
    if (legacyTimer) clearTimeout(legacyTimer)
  }
}
