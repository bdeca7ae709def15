/**
 * HTTP client for the hosted services (wallet directory, blockchain API).
 *
 * SPEC §7: every call adds the query fields projectId, st (SDK type) and sv
 * (SDK version), and the client id when there is one. SPEC §8: a non-2xx
 * response throws an error carrying the status; a timeout (10 s) and an HTTP
 * error are distinct errors.
 */
import type { core } from 'zod/mini'
import { HTTP_TIMEOUT_MS, SDK_TYPE, SDK_VERSION } from '../constants'
import { HttpError, TimeoutError } from '../errors/httpErrors'
import * as ThrownMessages from '../errors/thrownMessages'
import { VestibuleError } from '../errors/VestibuleError'

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined

export type HttpClientParameters = {
  baseUrl: string
  projectId: string
  clientId?: string | undefined
  /** Sent as `st`; defaults to SDK_TYPE ('vestibule'). */
  sdkType?: string | undefined
  /** Sent as `sv`; defaults to SDK_VERSION (this package's version). */
  sdkVersion?: string | undefined
  /** Defaults to HTTP_TIMEOUT_MS (10 s). */
  timeoutMs?: number | undefined
  /** Defaults to the global fetch, looked up at call time (SSR-safe). */
  fetch?: typeof fetch | undefined
}

export type HttpRequestOptions<T> = {
  /** Undefined and null values are omitted; arrays are joined by commas. */
  query?: Record<string, QueryValue> | undefined
  /**
   * When given, the JSON body is validated with it. Typed on core's $ZodType so a zod/mini schema
   * (the library's own) and a classic zod schema (an integrator's) are both accepted.
   */
  schema?: core.$ZodType<T> | undefined
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  /**
   * GETs of the clients handed to plugins (`ctx.http`) go through the app's query layer (SPEC §9):
   * an answer younger than this many ms may be served from its cache. Default 0: always fetched
   * (concurrent reads of one URL still share one request). Ignored by POSTs and by a bare client.
   */
  staleTime?: number | undefined
}

export type HttpPostOptions<T> = HttpRequestOptions<T> & {
  /** Sent as JSON. */
  body?: unknown
}

export type HttpClient = {
  get<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>
  post<T = unknown>(path: string, options?: HttpPostOptions<T>): Promise<T>
  getBlob(path: string, options?: Omit<HttpRequestOptions<never>, 'schema'>): Promise<Blob>
}

export type HttpClientErrorType = HttpError | TimeoutError | VestibuleError

/** The classes the client's errors are made of: the caller's own, where it loads the client lazily. */
export type HttpErrorClasses = {
  readonly HttpError: typeof HttpError
  readonly TimeoutError: typeof TimeoutError
  readonly VestibuleError: typeof VestibuleError
}

/**
 * Creates the HTTP client of one hosted service.
 *
 * @example
 * ```ts
 * import * as z from 'zod/mini'
 * import { createHttpClient } from './createHttpClient'
 *
 * const api = createHttpClient({ baseUrl: 'https://api.web3modal.org', projectId })
 * const { count } = await api.get('/getWallets', {
 *   query: { page: 1, entries: 40, include: ['a', 'b'] },
 *   schema: z.object({ count: z.number() }),
 * })
 * ```
 */
export function createHttpClient(parameters: HttpClientParameters, errors: HttpErrorClasses = { HttpError, TimeoutError, VestibuleError }): HttpClient {
  const { baseUrl, projectId, clientId, sdkType = SDK_TYPE, sdkVersion = SDK_VERSION, timeoutMs = HTTP_TIMEOUT_MS } = parameters

  function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
    // Identity fields go last so a caller's query cannot replace them.
    const fields: Record<string, QueryValue> = {
      ...query,
      projectId,
      st: sdkType,
      sv: sdkVersion,
      clientId,
    }
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return url.toString()
  }

  async function send<R>(
    method: 'GET' | 'POST',
    path: string,
    options: HttpPostOptions<unknown>,
    read: (response: Response, url: string) => Promise<R>,
  ): Promise<R> {
    const url = buildUrl(path, options.query)
    const fetchFn = parameters.fetch ?? globalThis.fetch
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onCallerAbort = () => controller.abort()
    options.signal?.addEventListener('abort', onCallerAbort, { once: true })
    try {
      if (options.signal?.aborted) throw options.signal.reason
      const headers: Record<string, string> = { ...options.headers }
      if (options.body !== undefined) headers['Content-Type'] = 'application/json'
      const response = await fetchFn(url, {
        method,
        headers,
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: controller.signal,
      })
      if (!response.ok) {
        const body = await response.text().catch(() => undefined)
        throw new errors.HttpError({ status: response.status, url, body })
      }
      // The body is read inside the timeout too, so a stalled body cannot hang the call.
      return await read(response, url)
    } catch (error) {
      if (error instanceof errors.VestibuleError) throw error
      if (timedOut) throw new errors.TimeoutError({ timeoutMs, url, cause: error })
      if (options.signal?.aborted) {
        throw new errors.VestibuleError(ThrownMessages.REQUEST_ABORTED, { cause: error })
      }
      // No response at all (DNS, refused connection, CORS): an HTTP error without a status.
      throw new errors.HttpError({ status: undefined, url, cause: error })
    } finally {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onCallerAbort)
    }
  }

  async function readJson<T>(response: Response, url: string, schema: core.$ZodType<T> | undefined): Promise<T> {
    const text = await response.text()
    let json: unknown
    try {
      json = text === '' ? undefined : JSON.parse(text)
    } catch (error) {
      throw new errors.VestibuleError('The response is not valid JSON.', {
        cause: error,
        category: 'DATA_PARSING_ERROR',
        metaMessages: [`URL: ${url}`],
      })
    }
    if (!schema) return json as T
    // Loaded with the first response that has a schema, not with the page: the parser (zod) is no
    // part of the first download, and no response arrives before the visitor's intent (issue 11).
    const { formatIssues, parseWith } = await import('../schemas/errorMap')
    const result = parseWith(schema, json)
    if (!result.success) {
      throw new errors.VestibuleError('The response does not match the expected shape.', {
        category: 'DATA_PARSING_ERROR',
        details: formatIssues(result.issues),
        metaMessages: [`URL: ${url}`],
      })
    }
    return result.data
  }

  return {
    get(path, options = {}) {
      return send('GET', path, options, (response, url) => readJson(response, url, options.schema))
    },
    post(path, options = {}) {
      return send('POST', path, options, (response, url) => readJson(response, url, options.schema))
    },
    getBlob(path, options = {}) {
      return send('GET', path, options, response => response.blob())
    },
  }
}
