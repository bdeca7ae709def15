/**
 * Live objects (EIP-1193 providers, WalletConnect providers, Solana wallets) kept outside state,
 * which holds JSON only (STYLE, core loop 5); state refers to them by id.
 */
export interface Registry {
  get<T>(id: string): T | undefined
  set(id: string, value: unknown): void
  delete(id: string): void
  has(id: string): boolean
}

export function createRegistry(): Registry {
  const items = new Map<string, unknown>()
  return {
    get: <T>(id: string) => items.get(id) as T | undefined,
    set: (id, value) => void items.set(id, value),
    delete: id => void items.delete(id),
    has: id => items.has(id),
  }
}

/** Registry key of a connector's live provider. */
export const providerKey = (connectorId: string) => `provider:${connectorId}`

/**
 * Registry key of a promise that settles once the instance's lazily loaded features have joined
 * (after the visitor's intent): whoever replays a log (the devtools) waits for it, so feature
 * slices fold as they did live.
 */
export const FEATURES_LOADED_KEY = 'vestibule/features-loaded'

/**
 * Registry key of a function listing the registered plugins' definitions (in registration order):
 * what reads their declarations (the analytics feature maps events by each plugin's `analytics`).
 */
export const PLUGIN_DEFINITIONS_KEY = 'vestibule/plugin-definitions'

/**
 * Registry key of a `Set<Promise<unknown>>`: work a plugin starts on the visitor's intent that the
 * modal waits for before it draws (the injected connector validating the EIP-6963 announcements it
 * kept), so the Connect view never shows part of the wallets and then the rest.
 */
export const INTENT_WORK_KEY = 'vestibule/intent-work'

/** Adds `work` to the instance's intent work (see `INTENT_WORK_KEY`). */
export function addIntentWork(registry: Registry, work: Promise<unknown>): void {
  let pending = registry.get<Set<Promise<unknown>>>(INTENT_WORK_KEY)
  if (!pending) registry.set(INTENT_WORK_KEY, (pending = new Set()))
  pending.add(work)
}

/** Settles once every intent work added so far has (a failure counts as settled). */
export function intentWorkDone(registry: Registry): Promise<void> {
  const pending = registry.get<Set<Promise<unknown>>>(INTENT_WORK_KEY)
  return Promise.allSettled(pending ?? []).then(() => undefined)
}

/**
 * Registry key of a function the WalletConnect connector sets: it starts the connector's client if
 * it has not started, and resolves its UniversalProvider (AppKit's `getUniversalProvider`).
 */
export const UNIVERSAL_PROVIDER_KEY = 'vestibule/universal-provider'
