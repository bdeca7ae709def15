/**
 * Zod error map giving the generic schema messages of SPEC §5:
 * 'Required', 'Expected X, received Y', 'Invalid input', 'Invalid enum value...',
 * 'String must contain at least N character(s)', 'Number must be greater than
 * or equal to N', 'Array must contain at least N element(s)'.
 *
 * It is passed per parse (`safeParse(schema, value, { error })`), never through the
 * global `z.config`, so an integrator's own zod schemas keep their messages.
 * A message set on a schema itself still wins over this map (zod 4 precedence).
 *
 * zod/mini, not classic zod: classic cannot be tree-shaken and would put ~440 KB
 * into the host page. Both build their issues in zod's core, so this map and
 * `parseWith` serve mini and classic schemas alike.
 */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import type { core } from 'zod/mini'

/**
 * The error map. Usually reached through {@link parseWith}.
 *
 * @example
 * ```ts
 * z.safeParse(schema, value, { error: vestibuleErrorMap })
 * ```
 */
export const vestibuleErrorMap: core.$ZodErrorMap = issue => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.expected === 'nonoptional') return 'Required'
      return `Expected ${expectedName(issue.expected)}, received ${receivedName(issue.input)}`
    case 'invalid_value':
      if (issue.input === undefined) return 'Required'
      return `Invalid enum value. Expected ${issue.values.map(quote).join(' | ')}, received '${printable(issue.input)}'`
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum, issue.inclusive, issue.exact)
    case 'too_big':
      return tooBig(issue.origin, issue.maximum, issue.inclusive, issue.exact)
    case 'invalid_format':
      return invalidFormat(issue)
    case 'not_multiple_of':
      return `Number must be a multiple of ${issue.divisor}`
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${issue.keys.map(quote).join(', ')}`
    default:
      return 'Invalid input'
  }
}

export type SchemaIssue = {
  /** Dotted path to the failing field, '' for the value itself. */
  path: string
  message: string
}

export type ParseWithReturnType<T> = { success: true; data: T } | { success: false; issues: SchemaIssue[] }

/**
 * Parses with the SPEC §5 messages and flattens the issues.
 *
 * @example
 * ```ts
 * const result = parseWith(z.object({ name: z.string() }), { name: 1 })
 * // { success: false, issues: [{ path: 'name', message: 'Expected string, received number' }] }
 * ```
 */
// Typed on core's $ZodType and parsed through the `z.safeParse` function, not a method, so a
// classic schema (an integrator's or a test's) is accepted as well as a mini one.
export function parseWith<S extends core.$ZodType>(schema: S, value: unknown): ParseWithReturnType<z.output<S>> {
  let result: ReturnType<typeof z.safeParse<S>>
  try {
    result = z.safeParse(schema, value, { error: vestibuleErrorMap })
  } catch {
    // safeParse can throw on hostile input: zod 4.6 runs a length check on any value with a
    // `length` key and compares it as a number, so `{"length":[{"toString":null}]}` read from
    // storage or a response throws inside it. A value that breaks the parser is not valid.
    return { success: false, issues: [{ path: '', message: 'Invalid input' }] }
  }
  if (result.success) return { success: true, data: result.data }
  return {
    success: false,
    issues: result.error.issues.map(issue => ({
      path: formatPath(issue.path),
      message: issue.message,
    })),
  }
}

/**
 * Joins issues into one line: 'path: message; path: message'.
 *
 * @example
 * ```ts
 * formatIssues([{ path: 'id', message: 'Required' }, { path: '', message: 'Invalid input' }])
 * // 'id: Required; Invalid input'
 * ```
 */
export function formatIssues(issues: readonly SchemaIssue[]): string {
  return issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ')
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map(key => (typeof key === 'symbol' ? key.toString() : String(key))).join('.')
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : printable(value)
}

/**
 * `String(value)`, which cannot throw: the input is whatever a boundary received, and an object
 * whose `toString` is not a function (`{"toString":null}` in stored JSON) makes `String` throw,
 * turning a validation failure into a crash.
 */
function printable(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** zod 4 names integers 'int'; the SPEC's zod-3-style messages say 'integer'. */
function expectedName(expected: string): string {
  return expected === 'int' ? 'integer' : expected
}

/** The type names zod 3 used in 'received Y'. */
function receivedName(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'array'
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return 'nan'
    return Number.isInteger(input) ? 'number' : 'float'
  }
  if (input instanceof Date) return 'date'
  if (input instanceof Map) return 'map'
  if (input instanceof Set) return 'set'
  if (input instanceof Promise) return 'promise'
  return typeof input
}

function tooSmall(origin: string, minimum: number | bigint, inclusive: boolean | undefined, exact: boolean | undefined): string {
  switch (origin) {
    case 'string':
      return `String must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'over'} ${minimum} character(s)`
    case 'array':
    case 'set':
      return `${origin === 'set' ? 'Set' : 'Array'} must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'more than'} ${minimum} element(s)`
    case 'number':
    case 'int':
    case 'bigint':
      return `Number must be ${exact ? 'exactly equal to' : inclusive ? 'greater than or equal to' : 'greater than'} ${minimum}`
    default:
      return 'Invalid input'
  }
}

function tooBig(origin: string, maximum: number | bigint, inclusive: boolean | undefined, exact: boolean | undefined): string {
  switch (origin) {
    case 'string':
      return `String must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'under'} ${maximum} character(s)`
    case 'array':
    case 'set':
      return `${origin === 'set' ? 'Set' : 'Array'} must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'less than'} ${maximum} element(s)`
    case 'number':
    case 'int':
    case 'bigint':
      return `Number must be ${exact ? 'exactly equal to' : inclusive ? 'less than or equal to' : 'less than'} ${maximum}`
    default:
      return 'Invalid input'
  }
}

function invalidFormat(issue: core.$ZodRawIssue<core.$ZodIssueInvalidStringFormat>): string {
  switch (issue.format) {
    case 'email':
      return 'Invalid email'
    case 'url':
      return 'Invalid url'
    case 'starts_with':
      return `Invalid input: must start with "${String(issue['prefix'])}"`
    case 'ends_with':
      return `Invalid input: must end with "${String(issue['suffix'])}"`
    default:
      return 'Invalid input'
  }
}
