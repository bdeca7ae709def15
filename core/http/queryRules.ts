/**
 * SPEC §9's rules for reads ("Query cache: garbage collection 5 min; 3 retries, delay 1 s doubling
 * up to 30 s"), as plain functions: the query layer hands them to TanStack's QueryClient, and they
 * stay testable without it.
 */
import { QUERY_RETRY_COUNT, QUERY_RETRY_DELAY_MS, QUERY_RETRY_MAX_DELAY_MS } from '../constants'
import { HttpError, TimeoutError } from '../errors/httpErrors'

/** How long to wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s… up to 30 s. */
export type QueryRetryDelay = (failureCount: number) => number

export const queryRetryDelay: QueryRetryDelay = (failureCount) =>
  Math.min(QUERY_RETRY_DELAY_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS)

/**
 * Whether a failed read is worth trying again: no answer (a dropped connection) or a 5xx may pass
 * on the next try; a 4xx (the request itself is wrong, or rate limited), an answer that fails
 * validation and an abort will not. Nor does a timeout: the visitor has waited SPEC §8's 10 s
 * already, and three more would make it 40 s before 'The request took too long to respond.'.
 */
export function isRetryableReadError(error: unknown): boolean {
  if (error instanceof TimeoutError) return false
  if (error instanceof HttpError) return error.status === undefined || error.status >= 500
  return false
}

/** TanStack's `retry` option: at most QUERY_RETRY_COUNT retries, of retryable errors only. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY_COUNT && isRetryableReadError(error)
}
