import { lazyChunk } from '../utils/lazyChunk'
import type * as HeadlessActions from './headlessActions'

export type { HeadlessActions }

const chunk = lazyChunk<typeof HeadlessActions>(() => import('./headlessActions'))

/**
 * The instance's headless actions (connect, switchNetwork, request…) are no part of a page's first
 * download: they load with the visitor's intent, or with a first call made before it. Loaded once
 * per page, shared by every instance.
 */
export function loadHeadlessActions(): Promise<typeof HeadlessActions> {
  return chunk.load()
}

/**
 * Runs an action: at once when the chunk is in (as a call after intent is), after the load
 * otherwise. Each action subscribes before it dispatches its request, so the wait loses no answer.
 */
export function withHeadlessActions<T>(run: (actions: typeof HeadlessActions) => Promise<T>): Promise<T> {
  const loaded = chunk.loaded()
  return loaded ? run(loaded) : chunk.load().then(run)
}
