import type { StorageLogger, VestibuleStorage } from './createStorage'
import { readStoredSnapshot } from './readStoredSnapshot'
import type { StoredSnapshot } from '../schemas/storedSnapshot'

/**
 * `readStoredSnapshot` for the development branch of `createAppKit`, in a module of its own on
 * purpose (see `validateOptionsNow`): the production branch imports `readStoredSnapshot` lazily,
 * and a static import of it, even in dead code, would put it and zod in the page's first download.
 */
export function readStoredSnapshotNow(storage: VestibuleStorage, logger: StorageLogger): StoredSnapshot {
  return readStoredSnapshot(storage, logger)
}
