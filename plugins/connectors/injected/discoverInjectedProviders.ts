import type { Eip1193Provider, Eip6963ProviderDetail } from '../eip1193/eip1193Types'
import { isProvider } from './isProvider'

export interface DiscoveryOptions {
  readonly eip6963: boolean
  readonly legacy: boolean
}

export interface DiscoveredProvider {
  readonly detail: Eip6963ProviderDetail
  /** True for `window.ethereum` found without an EIP-6963 announcement. */
  readonly legacy: boolean
}

export interface Discovery {
  /**
   * Validates and reports what was buffered, then every later announcement as it comes, loading
   * the validator (zod, a lazy chunk) when there is one to validate. Until then announcements are
   * only kept: the page's first download holds no validator. Idempotent: every call returns the
   * promise of the first, settled once the buffered announcements are reported.
   */
  validate(): Promise<void>
  /** Stops listening. */
  stop(): void
}

/** The generic entry for a bare `window.ethereum` (SPEC §1 connector type INJECTED). */
export const LEGACY_INJECTED_ID = 'injected'

/**
 * EIP-6963 discovery: listens for announcements (a late one still counts) and asks wallets to
 * announce at once, but validates and reports them only once `validate()` is called. A bare
 * `window.ethereum` is offered only when no announced wallet is that same object, so one wallet never
 * shows twice: it is decided after the buffered announcements are validated.
 */
export function discoverInjectedProviders(options: DiscoveryOptions, found: (provider: DiscoveredProvider) => void): Discovery {
  const target = globalThis as unknown as Window & { ethereum?: unknown }
  if (typeof target.addEventListener !== 'function') return { validate: () => Promise.resolve(), stop: () => undefined }
  const announced = new Set<Eip1193Provider>()
  const buffered: unknown[] = []
  let parse: ((detail: unknown) => Eip6963ProviderDetail | undefined) | undefined
  let parser: Promise<void> | undefined
  let validated: Promise<void> | undefined
  let validating = false
  let stopped = false
  let legacyDue = false
  let legacyTimer: ReturnType<typeof setTimeout> | undefined

  const take = (raw: unknown) => {
    // Announcements come from any script on the page: take only well-formed ones.
    const detail = parse!(raw)
    if (!detail) return
    announced.add(detail.provider)
    found({ detail, legacy: false })
  }
  const offerLegacy = () => {
    // Once every announcement so far is validated: the legacy entry is the one no announcement took.
    if (!validating || buffered.length > 0 || !legacyDue || stopped) return
    legacyDue = false
    const ethereum = target.ethereum
    if (!isProvider(ethereum) || announced.has(ethereum)) return
    found({ detail: { info: { uuid: LEGACY_INJECTED_ID, name: 'Browser Wallet', icon: '', rdns: '' }, provider: ethereum }, legacy: true })
  }
  // The validator (zod) loads only once an announcement needs it: a visitor without a wallet
  // extension never downloads it (issue 27). The whole buffer goes in one go, so a list never
  // shows half of the wallets already announced.
  const loadParser = () =>
    (parser ??= import('./parseAnnouncement').then(module => {
      if (stopped) return
      parse = module.parseAnnouncement
      for (const raw of buffered.splice(0)) take(raw)
      offerLegacy()
    }))
  const onAnnounce = (event: Event) => {
    const raw = (event as CustomEvent<unknown>).detail
    if (parse) return take(raw)
    buffered.push(raw)
    if (validating) void loadParser()
  }

  if (options.eip6963) {
    target.addEventListener('eip6963:announceProvider', onAnnounce)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  // Settles once the legacy `window.ethereum` may be decided (or at stop), so whoever waits for
  // validate() sees the whole list, the Browser Wallet included.
  let legacyDecided: () => void = () => undefined
  const legacyTurn = new Promise<void>(resolve => (legacyDecided = resolve))
  if (options.legacy) {
    // After announcements had their turn: wallets answer requestProvider synchronously or soon after.
    legacyTimer = setTimeout(
      () => {
        legacyDue = true
        offerLegacy()
        legacyDecided()
      },
      options.eip6963 ? 100 : 0,
    )
  } else {
    legacyDecided()
  }
  return {
    validate() {
      // After the legacy entry's turn: the buffered wallets and the legacy one are reported together.
      validated ??= legacyTurn.then(() => {
        validating = true
        if (buffered.length > 0) return loadParser()
        offerLegacy()
      })
      return validated
    },
    stop() {
      stopped = true
      legacyDecided()
      target.removeEventListener('eip6963:announceProvider', onAnnounce)
      if (legacyTimer) clearTimeout(legacyTimer)
    },
  }
}
