/**
 * Typed, JSON-serialising access to browser storage.
 *
 * SPEC §3: "Storage failures are only logged". Every failure (missing or
 * blocked storage, throwing getItem/setItem, quota, unparsable JSON) goes to
 * `logger.warn` and never reaches the caller; `get` then returns undefined.
 * Nothing touches `localStorage` before the first call (SSR-safe).
 */
import type { StorageKey, StorageValues } from './storageKeys'

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type StorageLogger = { warn: (message: string, ...details: unknown[]) => void }

export type CreateStorageParameters = {
  /** Defaults to `globalThis.localStorage`, or an in-memory map where there is none. */
  backend?: StorageBackend | undefined
  logger: StorageLogger
}

export type VestibuleStorage = {
  get<K extends StorageKey>(key: K): StorageValues[K] | undefined
  /** Setting undefined removes the key. */
  set<K extends StorageKey>(key: K, value: StorageValues[K] | undefined): void
  remove(key: StorageKey): void
}

/**
 * Creates the storage used by the core.
 *
 * @example
 * ```ts
 * import { createStorage } from './createStorage'
 * import { StorageKeys } from './storageKeys'
 *
 * const storage = createStorage({ logger: console })
 * storage.set(StorageKeys.CONNECTION_STATUS, 'connected')
 * storage.get(StorageKeys.CONNECTION_STATUS) // 'connected'
 * ```
 */
export function createStorage({ backend, logger }: CreateStorageParameters): VestibuleStorage {
  let resolved: StorageBackend | undefined = backend

  function getBackend(): StorageBackend {
    resolved ??= defaultBackend(logger)
    return resolved
  }

  function remove(key: StorageKey): void {
    try {
      getBackend().removeItem(key)
    } catch (error) {
      logger.warn(`Failed to remove "${key}" from storage`, error)
    }
  }

  return {
    get(key) {
      let raw: string | null
      try {
        raw = getBackend().getItem(key)
      } catch (error) {
        logger.warn(`Failed to read "${key}" from storage`, error)
        return undefined
      }
      if (raw === null) return undefined
      try {
        return JSON.parse(raw) as StorageValues[typeof key]
      } catch (error) {
        logger.warn(`Failed to parse "${key}" from storage`, error)
        return undefined
      }
    },
    set(key, value) {
      if (value === undefined) return remove(key)
      try {
        getBackend().setItem(key, JSON.stringify(value))
      } catch (error) {
        logger.warn(`Failed to write "${key}" to storage`, error)
      }
    },
    remove,
  }
}

function defaultBackend(logger: StorageLogger): StorageBackend {
  try {
    // Reading `localStorage` itself throws where storage is blocked (sandboxed frames, privacy modes).
    const storage = (globalThis as { localStorage?: StorageBackend }).localStorage
    if (storage) return storage
    logger.warn('localStorage is unavailable; using in-memory storage')
  } catch (error) {
    logger.warn('localStorage is blocked; using in-memory storage', error)
  }
  return createMemoryBackend()
}

function createMemoryBackend(): StorageBackend {
  const items = new Map<string, string>()
  return {
    getItem: key => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: key => void items.delete(key),
  }
}
