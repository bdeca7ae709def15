/**
 * SPEC §9's rules for reads ("Query cache: garbage collection 5 min; 3 retries, delay 1 s doubling
 * up to 30 s"), as plain functions: the query client is made with them, and they stay testable
 * without it.
 */
import { QUERY_RETRY_COUNT, QUERY_RETRY_DELAY_MS, QUERY_RETRY_MAX_DELAY_MS } from '../constants'
import type { HttpError } from '../errors/httpErrors'

/** How long to wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s… up to 30 s. */
export type QueryRetryDelay = (failureCount: number) => number

export const queryRetryDelay: QueryRetryDelay = failureCount => Math.min(QUERY_RETRY_DELAY_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS)

/**
 * Whether a failed read is worth trying again: no answer (a dropped connection) or a 5xx may pass
 * on the next try; a 4xx (the request itself is wrong, or rate limited), an answer that fails
 * validation and an abort will not. Nor does a timeout (a TimeoutError, not an HttpError): the
 * visitor has waited SPEC §8's 10 s already, and three more would make it 40 s before 'The request
 * took too long to respond.'.
 *
 * Told by the error's name, not `instanceof`: this module is loaded apart from the HTTP client that
 * threw (with `import()`), and must not rely on both sharing one copy of the error classes.
 */
export function isRetryableReadError(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'HttpError') return false
  const { status } = error as HttpError
  return status === undefined || status >= 500
}

/** TanStack's `retry` option: at most QUERY_RETRY_COUNT retries, of retryable errors only. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY_COUNT && isRetryableReadError(error)
}
