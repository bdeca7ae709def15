/**
 * The base error of the toolkit, in viem's style (`shortMessage`, `details`,
 * `cause`, `walk`), plus the analytics category of SPEC §8 ("errors wrapped
 * with a category (default INTERNAL_SDK_ERROR) are rethrown and reported").
 */

/** Categories an error is reported under (SPEC §8). */
export const ERROR_CATEGORIES = [
  'INTERNAL_SDK_ERROR',
  'API_ERROR',
  'DATA_PARSING_ERROR',
  'SECURE_SITE_ERROR',
  'INVALID_APP_CONFIGURATION',
  'RATE_LIMITED',
  'SERVER_ERROR',
] as const

export type ErrorCategory = (typeof ERROR_CATEGORIES)[number]

export type VestibuleErrorParameters = {
  /** The error this one wraps. Its message becomes `details` unless `details` is given. */
  cause?: unknown
  details?: string | undefined
  /** Extra lines printed between the short message and the details. */
  metaMessages?: readonly string[] | undefined
  category?: ErrorCategory | undefined
  code?: string | number | undefined
}

/**
 * An error as plain JSON. State and events hold JSON only (STYLE "core loop" 5),
 * so errors travel in this shape.
 */
export type SerializedError = {
  name: string
  message: string
  shortMessage: string
  category: ErrorCategory
  code?: string | number
  details?: string
  stack?: string
}

/**
 * Base class of every error the toolkit throws.
 *
 * @example
 * ```ts
 * import { VestibuleError } from './VestibuleError'
 *
 * throw new VestibuleError('Failed to connect', {
 *   cause: error,
 *   category: 'API_ERROR',
 * })
 * ```
 */
export class VestibuleError extends Error {
  override name = 'VestibuleError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: readonly string[] | undefined
  readonly category: ErrorCategory
  readonly code: string | number | undefined

  constructor(shortMessage: string, parameters: VestibuleErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause)
    const extra = [...(parameters.metaMessages ?? []), ...(details !== undefined ? [`Details: ${details}`] : [])]
    const message = extra.length > 0 ? [shortMessage, '', ...extra].join('\n') : shortMessage
    super(message, parameters.cause !== undefined ? { cause: parameters.cause } : undefined)
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.category = parameters.category ?? 'INTERNAL_SDK_ERROR'
    this.code = parameters.code
  }

  /**
   * Follows the `cause` chain. With a predicate, returns the first error that
   * matches (or null); without one, returns the innermost cause.
   *
   * @example
   * ```ts
   * const timeout = error.walk((e) => e instanceof TimeoutError)
   * ```
   */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }

  /** The JSON form kept in events and state. */
  toJSON(): SerializedError {
    return compact({
      name: this.name,
      message: this.message,
      shortMessage: this.shortMessage,
      category: this.category,
      code: this.code,
      details: this.details,
      stack: this.stack,
    })
  }
}

/**
 * Turns any thrown value into a plain {@link SerializedError}.
 *
 * @example
 * ```ts
 * try {
 *   await connect()
 * } catch (error) {
 *   dispatch({ type: 'connection/failed', payload: { error: serializeError(error) } })
 * }
 * ```
 */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof VestibuleError) return error.toJSON()
  if (error instanceof Error) {
    // viem's BaseError and many providers carry a shortMessage, details and a code.
    const shortMessage = stringField(error, 'shortMessage') ?? error.message
    return compact({
      name: error.name,
      message: error.message,
      shortMessage,
      category: 'INTERNAL_SDK_ERROR',
      code: codeField(error),
      details: stringField(error, 'details'),
      stack: error.stack,
    })
  }
  if (typeof error === 'string') {
    return { name: 'Error', message: error, shortMessage: error, category: 'INTERNAL_SDK_ERROR' }
  }
  const message = stringField(error, 'message') ?? 'An error occurred'
  return compact({
    name: stringField(error, 'name') ?? 'Error',
    message,
    shortMessage: message,
    category: 'INTERNAL_SDK_ERROR',
    code: codeField(error),
    details: safeStringify(error),
  })
}

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  if (fn?.(error)) return error
  if (error !== null && typeof error === 'object' && 'cause' in error && error.cause !== undefined) {
    return walk(error.cause, fn)
  }
  return fn ? null : error
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof VestibuleError) return cause.details ?? cause.shortMessage
  if (cause instanceof Error) return cause.message
  if (typeof cause === 'string') return cause
  return undefined
}

function stringField(value: unknown, key: string): string | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const field: unknown = (value as Record<string, unknown>)[key]
  return typeof field === 'string' ? field : undefined
}

function codeField(value: unknown): string | number | undefined {
  if (value === null || typeof value !== 'object') return undefined
  const code: unknown = (value as Record<string, unknown>)['code']
  return typeof code === 'string' || typeof code === 'number' ? code : undefined
}

function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner))
  } catch {
    return String(value)
  }
}

/** Drops undefined fields so the result is JSON with no holes. */
function compact(
  error: {
    [K in keyof SerializedError]: SerializedError[K] | undefined
  },
): SerializedError {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) if (value !== undefined) result[key] = value
  return result as SerializedError
}
