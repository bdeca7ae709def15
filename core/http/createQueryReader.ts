/**
 * Reads through one QueryClient (TanStack Query): concurrent reads of one key share one request,
 * failures are retried per SPEC §9, answers are kept 5 min after their last reader. Loaded with
 * `import()` on the first read; `createQueryLayer` is the kernel side that loads it.
 */
import { hashKey, isCancelledError, type QueryClient, type QueryKey } from '@tanstack/query-core'
import * as ThrownMessages from '../errors/thrownMessages'
import { VestibuleError } from '../errors/VestibuleError'
import type { HttpClient, HttpRequestOptions } from './createHttpClient'
import { createQueryClient, type CreateQueryClientParameters } from './createQueryClient'

export type CreateQueryReaderParameters = CreateQueryClientParameters & {
  /**
   * The error an aborted reader gets. The caller passes its own (the kernel's VestibuleError), so an
   * `instanceof` in the caller's code holds even where this lazy module is evaluated apart.
   */
  abortedError?: ((cause: unknown) => Error) | undefined
}

export type QueryReadOptions = {
  /** How old a cached answer may be and still be served (default 0: fetched again, shared while in flight). */
  staleTime?: number | undefined
  /** This reader's abort: it stops waiting; the request itself stops once no reader waits for it. */
  signal?: AbortSignal | undefined
}

export type QueryReader = {
  /** `client.get` read through the cache: keyed by scope, path, query, headers and schema. */
  get<T>(scope: string, client: HttpClient, path: string, options?: HttpRequestOptions<T>): Promise<T>
  read<T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>, options?: QueryReadOptions): Promise<T>
  /** Cancels what is in flight (its readers get 'Request was aborted') and drops every answer. */
  destroy(): void
  readonly client: QueryClient
}

const defaultAbortedError = (cause: unknown) => new VestibuleError(ThrownMessages.REQUEST_ABORTED, { cause })

/**
 * @example
 * const reader = createQueryReader()
 * const identity = await reader.read(['api', '/v1/identity/0x…'], signal => api.get('/v1/identity/0x…', { signal }))
 */
export function createQueryReader({ abortedError: aborted = defaultAbortedError, ...parameters }: CreateQueryReaderParameters = {}): QueryReader {
  const client = createQueryClient(parameters)
  // Readers waiting per query: the last one to abort cancels the request (and its pending retries).
  const waiting = new Map<string, number>()

  function read<T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>, options: QueryReadOptions = {}): Promise<T> {
    const { signal, staleTime } = options
    if (signal?.aborted) return Promise.reject(aborted(signal.reason))
    const hash = hashKey(queryKey)
    waiting.set(hash, (waiting.get(hash) ?? 0) + 1)
    const fetched = client.fetchQuery({ queryKey, queryFn: context => queryFn(context.signal), ...(staleTime !== undefined ? { staleTime } : {}) })
    return new Promise<T>((resolve, reject) => {
      let done = false
      const leave = () => {
        if (done) return false
        done = true
        signal?.removeEventListener('abort', onAbort)
        const left = (waiting.get(hash) ?? 1) - 1
        if (left > 0) waiting.set(hash, left)
        else waiting.delete(hash)
        return left === 0
      }
      const onAbort = () => {
        if (leave()) void client.cancelQueries({ queryKey, exact: true })
        reject(aborted(signal?.reason))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      fetched.then(
        data => {
          // After this reader's abort, its promise is settled already: resolve() does nothing.
          leave()
          resolve(data as T)
        },
        (error: unknown) => {
          leave()
          reject(isCancelledError(error) ? aborted(error) : error)
        },
      )
    })
  }

  // Two reads share an answer only when they validate it alike: each schema gets an id in the key.
  const schemaIds = new WeakMap<object, number>()
  let nextSchemaId = 0
  const schemaId = (schema: object | undefined) => {
    if (!schema) return null
    let id = schemaIds.get(schema)
    if (id === undefined) schemaIds.set(schema, (id = nextSchemaId++))
    return id
  }

  return {
    get(scope, httpClient, path, options = {}) {
      const { signal, staleTime, ...request } = options
      const key = [scope, path, request.query ?? null, request.headers ?? null, schemaId(request.schema)]
      return read(key, querySignal => httpClient.get(path, { ...request, signal: querySignal }), { signal, staleTime })
    },
    read,
    client,
    destroy() {
      void client.cancelQueries()
      client.clear()
      waiting.clear()
    },
  }
}
