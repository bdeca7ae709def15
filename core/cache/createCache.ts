/**
 * An in-memory cache whose entries expire by age (SPEC §4: "Caches expire by
 * age and are discarded when read after expiry").
 */

export type CacheEntry<T> = {
  value: T
  /** When the entry was written, from the injected clock. */
  timestamp: number
}

export type CreateCacheParameters = {
  /** Age at which an entry expires. See cacheTtls.ts for the SPEC §9 values. */
  ttlMs: number
  /** Defaults to Date.now; tests inject a clock. */
  now?: (() => number) | undefined
}

export type Cache<T> = {
  /** The value, or undefined when missing or expired (an expired entry is deleted). */
  get(key: string): T | undefined
  /** The stamped entry, with the same expiry rule as `get`. */
  getEntry(key: string): CacheEntry<T> | undefined
  set(key: string, value: T): CacheEntry<T>
  delete(key: string): boolean
  clear(): void
}

/**
 * Creates a cache with a fixed time to live.
 *
 * @example
 * ```ts
 * import { createCache } from './createCache'
 * import { CACHE_TTLS } from './cacheTtls'
 *
 * const identities = createCache<Identity>({ ttlMs: CACHE_TTLS.identity })
 * identities.set(address, identity)
 * identities.get(address) // identity, until 5 minutes have passed
 * ```
 */
export function createCache<T>({
  ttlMs,
  now = () => Date.now(),
}: CreateCacheParameters): Cache<T> {
  const entries = new Map<string, CacheEntry<T>>()

  function getEntry(key: string): CacheEntry<T> | undefined {
    const entry = entries.get(key)
    if (entry === undefined) return undefined
    if (now() - entry.timestamp >= ttlMs) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  return {
    get: (key) => getEntry(key)?.value,
    getEntry,
    set(key, value) {
      const entry = { value, timestamp: now() }
      entries.set(key, entry)
      return entry
    },
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
  }
}
