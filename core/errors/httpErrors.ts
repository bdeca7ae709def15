/**
 * Transport errors. SPEC §8: "An HTTP error, a timeout (default 10 s) and an
 * RPC error each raise a distinct error", so each gets its own class.
 */
import { VestibuleError } from './VestibuleError'
import type { ErrorCategory } from './VestibuleError'

export type HttpErrorParameters = {
  /** Response status; undefined when no response arrived (network failure). */
  status: number | undefined
  url: string
  /** Response body text, when one was read. */
  body?: string | undefined
  cause?: unknown
  category?: ErrorCategory | undefined
}

/**
 * A request that got a non-2xx response, or none at all.
 * 429 is categorised RATE_LIMITED and 5xx SERVER_ERROR (SPEC §8).
 *
 * @example
 * ```ts
 * if (!response.ok) throw new HttpError({ status: response.status, url, body: await response.text() })
 * ```
 */
export class HttpError extends VestibuleError {
  override name = 'HttpError'
  readonly status: number | undefined
  readonly url: string
  readonly body: string | undefined

  constructor({ status, url, body, cause, category }: HttpErrorParameters) {
    super(status === undefined ? 'HTTP request failed.' : `HTTP request failed with status ${status}.`, {
      cause,
      details: body || undefined,
      metaMessages: [...(status !== undefined ? [`Status: ${status}`] : []), `URL: ${url}`],
      category: category ?? categoryForStatus(status),
      code: status,
    })
    this.status = status
    this.url = url
    this.body = body
  }
}

export type TimeoutErrorParameters = {
  timeoutMs: number
  url: string
  cause?: unknown
}

/**
 * A request that did not complete in time.
 *
 * @example
 * ```ts
 * throw new TimeoutError({ timeoutMs: 10_000, url })
 * ```
 */
export class TimeoutError extends VestibuleError {
  override name = 'TimeoutError'
  readonly timeoutMs: number
  readonly url: string

  constructor({ timeoutMs, url, cause }: TimeoutErrorParameters) {
    super('The request took too long to respond.', {
      cause,
      details: `Timed out after ${timeoutMs} ms.`,
      metaMessages: [`URL: ${url}`],
      category: 'API_ERROR',
      code: 'TIMEOUT',
    })
    this.timeoutMs = timeoutMs
    this.url = url
  }
}

export type RpcErrorParameters = {
  /** JSON-RPC error code, kept as the node sent it. */
  code: number
  message?: string | undefined
  data?: unknown
  url?: string | undefined
  cause?: unknown
}

/**
 * A JSON-RPC error response (`{ error: { code, message, data } }`).
 *
 * @example
 * ```ts
 * throw new RpcError({ code: -32601, message: 'Method not found' })
 * ```
 */
export class RpcError extends VestibuleError {
  override name = 'RpcError'
  declare readonly code: number
  readonly data: unknown
  readonly url: string | undefined

  constructor({ code, message, data, url, cause }: RpcErrorParameters) {
    super(message || 'RPC Request failed.', {
      cause,
      // The node's own message is the short message; do not repeat it as details.
      details: `Code: ${code}`,
      metaMessages: url !== undefined ? [`URL: ${url}`] : undefined,
      category: 'API_ERROR',
      code,
    })
    this.data = data
    this.url = url
  }
}

function categoryForStatus(status: number | undefined): ErrorCategory {
  if (status === 429) return 'RATE_LIMITED'
  if (status !== undefined && status >= 500 && status <= 599) return 'SERVER_ERROR'
  return 'API_ERROR'
}
