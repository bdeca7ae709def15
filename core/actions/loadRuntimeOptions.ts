import { lazyChunk } from '../utils/lazyChunk'
import type * as RuntimeOptions from './runtimeOptions'

const chunk = lazyChunk<typeof RuntimeOptions>(() => import('./runtimeOptions'))

/**
 * Runs one of AppKit's runtime setters (`updateOptions`, `addNetwork`…): at once when their chunk
 * is in, after its load otherwise. Like the headless actions, they are no part of a page's first
 * download; calls made while it loads run in the order they were made.
 */
export function withRuntimeOptions<T>(run: (setters: typeof RuntimeOptions) => T): Promise<Awaited<T>> {
  const loaded = chunk.loaded()
  if (loaded) return Promise.resolve().then(() => run(loaded)) as Promise<Awaited<T>>
  return chunk.load().then(run) as Promise<Awaited<T>>
}
