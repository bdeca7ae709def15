import type { VestibuleEvent } from '../events/eventMap'
import { NO_REDACTION_RULES, type RedactionRules } from './redactionRules'
import { REDACTED, redactSecretText, secretLabelOf } from './secretText'

export { REDACTED } from './secretText'
export { NO_REDACTION_RULES, redactionRules, type RedactionRules } from './redactionRules'

// An object URL (a fetched wallet image) lives in the page that made it: elsewhere it is a dead
// link whose load fails, so an export carries the fact, not the address.
const OBJECT_URL_PREFIX = /^blob:/i
const SIGNATURE_KEY = /signature/i
const TRANSACTION_KEY = /^(serializedTransaction|signedTransaction|rawTransaction|transaction)s?$/i
// Keys that name a secret whatever their value looks like: an email field holding a half-typed
// address, a one-time code (SPEC §4 OTP), a session token or key.
const EMAIL_KEY = /email/i
const OTP_KEY = /(^otp|Otp|OTP|_otp)/
const CREDENTIAL_KEY =
  /^(sessionToken|accessToken|refreshToken|idToken|authToken|bearerToken|jwt|authorization|cookie|password|passphrase|privateKey|secretKey|mnemonic|seedPhrase|symKey)$/i
/** Methods whose result is a signature or a signed transaction (EIP-191, EIP-712, EIP-1193, Solana). */
const SIGNING_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
])
/** Methods whose parameters carry a signed, serialized transaction. */
const RAW_TRANSACTION_METHODS = new Set(['eth_sendRawTransaction', 'solana_signAndSendTransaction'])

const LABELS: ReadonlySet<unknown> = new Set(Object.values(REDACTED))
const isRedacted = (value: unknown) => LABELS.has(value)

/**
 * Redacts one JSON value by the built-in rules: by key (signature, transaction, email, OTP and
 * credential fields), then by what each string is or holds (secretText), wherever it sits. `key`
 * is the property it sits under, if any. A label is left as it is, so redacting twice gives what
 * redacting once gave.
 */
export function redactValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (value === '' || isRedacted(value)) return value
    if (OBJECT_URL_PREFIX.test(value)) return REDACTED.objectUrl
    if (SIGNATURE_KEY.test(key)) return REDACTED.signature
    if (TRANSACTION_KEY.test(key)) return REDACTED.transaction
    if (EMAIL_KEY.test(key)) return REDACTED.email
    if (OTP_KEY.test(key)) return REDACTED.otp
    if (CREDENTIAL_KEY.test(key)) return REDACTED.credential
    return secretLabelOf(value) ?? redactSecretText(value)
  }
  if (typeof value === 'number' && OTP_KEY.test(key)) return REDACTED.otp
  if (Array.isArray(value)) return value.map(item => redactValue(item, key))
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = redactValue(v, k)
    return out
  }
  return value
}

/**
 * Replaces what sits at `path` (from `at`). A value a built-in rule already redacted keeps its more
 * telling label, so redacting twice gives what redacting once gave (the state hash rule needs it).
 */
function redactPath(value: unknown, path: readonly string[], at = 0): unknown {
  if (at === path.length) return value === null || value === undefined || isRedacted(value) ? value : REDACTED.declared
  if (value === null || typeof value !== 'object') return value
  const key = path[at]!
  if (Array.isArray(value)) return value.map((item, index) => (key === '*' || key === String(index) ? redactPath(item, path, at + 1) : item))
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  for (const k of key === '*' ? Object.keys(out) : Object.hasOwn(out, key) ? [key] : []) out[k] = redactPath(out[k], path, at + 1)
  return out
}

const redactPaths = (value: unknown, paths: readonly (readonly string[])[]) => paths.reduce((redacted, path) => redactPath(redacted, path), value)

/**
 * A state as an export carries it: the built-in rules, then the state paths plugins declare.
 *
 * @example
 * const shown = redactState(appKit.getState(), internalsOf(appKit).redaction)
 */
export function redactState(state: unknown, rules: RedactionRules = NO_REDACTION_RULES): unknown {
  return redactPaths(redactValue(state), rules.statePaths())
}

/**
 * Redacts a run of events in order. A signing method's result is redacted whole: `rpc/succeeded`
 * names its method, and for a log recorded before it did, the redactor remembers which
 * `rpc/requested` ids were signing requests. A result whose request fell outside the run (a range,
 * a log past its capacity) and that names no method is still caught by what it is (an EOA
 * signature, a key named for it). Raw-transaction parameters are redacted on the request itself.
 * Then the payload paths plugins declare for the event's type are redacted.
 *
 * @example
 * const redact = createEventRedactor(internalsOf(appKit).redaction)
 * const shown = internalsOf(appKit).log.events().map(redact)
 */
export function createEventRedactor(rules: RedactionRules = NO_REDACTION_RULES): (event: VestibuleEvent) => VestibuleEvent {
  const signingRequests = new Set<string>()
  // An imported log may hold any payload under a known type: nothing here assumes its shape.
  const builtIn = (event: VestibuleEvent): VestibuleEvent => {
    const payload: unknown = event.payload
    const fields = (payload !== null && typeof payload === 'object' ? payload : {}) as {
      method?: unknown
      requestId?: unknown
      params?: unknown
      result?: unknown
    }
    const signing = typeof fields.method === 'string' && SIGNING_METHODS.has(fields.method)
    if (event.type === 'rpc/requested' && typeof fields.method === 'string') {
      if (signing && typeof fields.requestId === 'string') signingRequests.add(fields.requestId)
      if (RAW_TRANSACTION_METHODS.has(fields.method) && Array.isArray(fields.params)) {
        return { ...event, payload: { ...fields, params: fields.params.map(() => REDACTED.transaction) } } as VestibuleEvent
      }
    }
    if (event.type === 'rpc/succeeded' && (signing || (typeof fields.requestId === 'string' && signingRequests.has(fields.requestId)))) {
      const result = typeof fields.result === 'string' ? REDACTED.signature : redactValue(fields.result, 'signature')
      return { ...event, payload: { ...fields, result } } as VestibuleEvent
    }
    return { ...event, payload: redactValue(payload) } as VestibuleEvent
  }
  return event => {
    const redacted = builtIn(event)
    const paths = rules.eventPaths(event.type)
    return paths.length === 0 ? redacted : ({ ...redacted, payload: redactPaths(redacted.payload, paths) } as VestibuleEvent)
  }
}

/**
 * An exported log with its events and base state redacted (what `exportLog(appKit)` gives unless
 * asked for `{ redact: false }`).
 *
 * @example
 * const doc = redactLogDocument(importLog(text), internalsOf(appKit).redaction)
 */
export function redactLogDocument<D extends { readonly baseState: unknown; readonly events: readonly VestibuleEvent[] }>(
  doc: D,
  rules: RedactionRules = NO_REDACTION_RULES,
): D {
  const redact = createEventRedactor(rules)
  return { ...doc, baseState: redactState(doc.baseState, rules), events: doc.events.map(redact) }
}
