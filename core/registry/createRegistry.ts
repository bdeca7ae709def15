declare const registryValue: unique symbol

/**
 * A registry entry's name that carries the type of what it holds, so `registry.get(KEY)` is typed by
 * the key, not by each caller (issue 30). Still a string at run time.
 */
export type RegistryKey<T> = string & { readonly [registryValue]?: T }

/**
 * Names a registry entry and the type of its value.
 *
 * @example
 * export const API_IMAGES_KEY = defineRegistryKey<ApiImages>('vestibule/api-images')
 * const images = ctx.registry.get(API_IMAGES_KEY) // ApiImages | undefined
 */
export function defineRegistryKey<T>(name: string): RegistryKey<T> {
  return name as RegistryKey<T>
}

/**
 * Live objects (EIP-1193 providers, WalletConnect providers, Solana wallets) kept outside state,
 * which holds JSON only (STYLE, core loop 5); state refers to them by id.
 */
export interface Registry {
  get<T>(key: RegistryKey<T>): T | undefined
  set<T>(key: RegistryKey<T>, value: T): void
  delete(key: RegistryKey<unknown>): void
  has(key: RegistryKey<unknown>): boolean
}

export function createRegistry(): Registry {
  const items = new Map<string, unknown>()
  return {
    get: <T>(key: RegistryKey<T>) => items.get(key) as T | undefined,
    set: (key, value) => void items.set(key, value),
    delete: key => void items.delete(key),
    has: key => items.has(key),
  }
}

/**
 * Registry key of a connector's live provider. Its type is the connector's own (an EIP-1193
 * provider, a Solana wallet, the embedded wallet's client): whoever reads it names it, once, here.
 */
export const providerKey = <P = unknown>(connectorId: string) => defineRegistryKey<P>(`provider:${connectorId}`)

/**
 * Registry key of a promise that settles once the instance's lazily loaded features have joined
 * (after the visitor's intent): whoever replays a log (the devtools) waits for it, so feature
 * slices fold as they did live.
 */
export const FEATURES_LOADED_KEY = defineRegistryKey<Promise<void>>('vestibule/features-loaded')

/**
 * Registry key of a `Set<Promise<unknown>>`: work a plugin starts on the visitor's intent that the
 * modal waits for before it draws (the injected connector validating the EIP-6963 announcements it
 * kept), so the Connect view never shows part of the wallets and then the rest.
 */
const INTENT_WORK_KEY = defineRegistryKey<Set<Promise<unknown>>>('vestibule/intent-work')

/** Adds `work` to the instance's intent work (see `INTENT_WORK_KEY`). */
export function addIntentWork(registry: Registry, work: Promise<unknown>): void {
  let pending = registry.get(INTENT_WORK_KEY)
  if (!pending) registry.set(INTENT_WORK_KEY, (pending = new Set()))
  pending.add(work)
}

/** Settles once every intent work added so far has (a failure counts as settled). */
export function intentWorkDone(registry: Registry): Promise<void> {
  const pending = registry.get(INTENT_WORK_KEY)
  return Promise.allSettled(pending ?? []).then(() => undefined)
}

/**
 * Registry key of a function the WalletConnect connector sets: it starts the connector's client if
 * it has not started, and resolves its UniversalProvider (AppKit's `getUniversalProvider`).
 */
export const UNIVERSAL_PROVIDER_KEY = defineRegistryKey<() => Promise<unknown>>('vestibule/universal-provider')
