/**
 * The query layer of one app instance (SPEC §9 "Query cache"): every GET of the HTTP clients handed
 * to plugins goes through one QueryClient, so no feature re-implements retries, sharing or the cache.
 * POSTs (builds, registrations, analytics) and image blobs pass straight through: a POST is never
 * retried on its own, and images keep their own cache and fallback.
 *
 * TanStack Query is loaded with `import()` on the first read: reads start only after the visitor's
 * intent, so it is no part of a page's first download. This kernel side stays a few lines.
 */
import * as ThrownMessages from '../errors/thrownMessages'
import { VestibuleError } from '../errors/VestibuleError'
import type { HttpClient } from './createHttpClient'
import type { QueryReader } from './createQueryReader'

export type CreateQueryLayerParameters = {
  /** Delay before retry number `failureCount + 1`; defaults to SPEC §9's (1 s doubling up to 30 s). */
  retryDelay?: ((failureCount: number) => number) | undefined
}

export type QueryLayer = {
  /** `client` with its GETs read through the layer; `scope` keeps two services' keys apart. */
  wrap(scope: string, client: HttpClient): HttpClient
  /** The reader, loaded on first use (tests and devtools inspect its QueryClient). */
  reader(): Promise<QueryReader>
  destroy(): void
}

/**
 * @example
 * const queries = createQueryLayer()
 * const api = queries.wrap('api', createHttpClient({ baseUrl, projectId }))
 * await api.get('/getWallets', { query: { page: 1 } }) // retried on a 5xx, shared while in flight
 */
export function createQueryLayer({ retryDelay }: CreateQueryLayerParameters = {}): QueryLayer {
  let loading: Promise<QueryReader> | undefined
  let destroyed = false
  const reader = () => {
    loading ??= import('./createQueryReader').then(({ createQueryReader }) => {
      // The abort error is made here, so a caller's `instanceof VestibuleError` holds wherever the
      // lazy module is evaluated.
      const created = createQueryReader({ retryDelay, abortedError: cause => new VestibuleError(ThrownMessages.REQUEST_ABORTED, { cause }) })
      if (destroyed) created.destroy()
      return created
    })
    return loading
  }
  return {
    wrap: (scope, client) => ({ ...client, get: (path, options) => reader().then(created => created.get(scope, client, path, options)) }),
    reader,
    destroy() {
      destroyed = true
      void loading?.then(created => created.destroy())
    },
  }
}
