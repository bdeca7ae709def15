import { type RedactionRules } from '../../../core'
// Redaction is core's (exportLog uses it); the panel shares the same rules, not a public API.
import { redactState } from '../../../core/log/redactLog'

/**
 * JSON with object keys sorted, so two states that hold the same data hash the same whatever order
 * their keys were written in (a replayed state and a live one build objects in different orders).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(item => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`
  const record = value as Record<string, unknown>
  const parts: string[] = []
  for (const key of Object.keys(record).sort()) {
    if (record[key] === undefined) continue
    parts.push(`${JSON.stringify(key)}:${canonicalJson(record[key])}`)
  }
  return `{${parts.join(',')}}`
}

// FNV-1a 64: offset basis 0xcbf29ce484222325, prime 2^40 + 0x1b3, kept as 32-bit words.
const OFFSET_HIGH = 0xcbf29ce4
const OFFSET_LOW = 0x84222325
const PRIME_LOW = 0x1b3

/**
 * A stable 64-bit FNV-1a hash (16 hex digits) of a state's canonical JSON, shown per event so two
 * runs of one log can be compared. Synchronous, unlike Web Crypto's SHA-256; not a security hash.
 * The 64-bit state is two 32-bit words, so no bigint is made per character.
 *
 * @example
 * stateHash(appKit.getState()) // '9a3f0c2e71b4d5a8'
 */
export function stateHash(value: unknown): string {
  return fnv1a64(canonicalJson(value))
}

/** FNV-1a, 64 bits, over UTF-16 code units, as 16 hex digits. */
export function fnv1a64(text: string): string {
  let high = OFFSET_HIGH
  let low = OFFSET_LOW
  for (let i = 0; i < text.length; i++) {
    low = (low ^ text.charCodeAt(i)) >>> 0
    // (high·2^32 + low) · (2^40 + 0x1b3) mod 2^64
    const lowProduct = low * PRIME_LOW
    const carry = Math.floor(lowProduct / 0x100000000)
    const nextLow = lowProduct >>> 0
    const nextHigh = (Math.imul(high, PRIME_LOW) + Math.imul(low, 0x100) + carry) >>> 0
    low = nextLow
    high = nextHigh
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0')
}

/**
 * The hash the panel shows: of the state as an export carries it (redacted by the built-in rules and
 * the paths the plugins declare). A run replayed from a redacted export then hashes the same as the
 * run it was exported from, and the hash says nothing about the secrets.
 *
 * @example
 * comparableStateHash(internalsOf(appKit).log.stateAfter(seq), internalsOf(appKit).redaction) === comparableStateHash(replayed, internalsOf(appKit).redaction)
 */
export function comparableStateHash(state: unknown, rules?: RedactionRules): string {
  return stateHash(redactState(state, rules))
}
