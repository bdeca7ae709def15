import type { EventLogDocument, VestibuleEvent } from '../../../core'

/** What a redacted value is replaced with, so a reader knows what was there. */
export const REDACTED = {
  pairingUri: '[redacted: WalletConnect pairing URI]',
  signature: '[redacted: signature]',
  transaction: '[redacted: serialized transaction]',
  email: '[redacted: email]',
  objectUrl: '[redacted: object URL of the recorded page]',
} as const

// A pairing URI holds the session's symmetric key (`symKey=`): whoever reads it can join the session.
const PAIRING_URI = /^wc:/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// An object URL (a fetched wallet image) lives in the page that made it: elsewhere it is a dead
// link whose load fails, so an export carries the fact, not the address.
const OBJECT_URL = /^blob:/i
const SIGNATURE_KEY = /signature/i
const TRANSACTION_KEY = /^(serializedTransaction|signedTransaction|rawTransaction|transaction)s?$/i
/** Methods whose result is a signature or a signed transaction (EIP-1193, EIP-712, Solana). */
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

/** Redacts one JSON value by the rules above; `key` is the property it sits under, if any. */
export function redactValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (PAIRING_URI.test(value)) return REDACTED.pairingUri
    if (EMAIL.test(value)) return REDACTED.email
    if (OBJECT_URL.test(value)) return REDACTED.objectUrl
    if (SIGNATURE_KEY.test(key) && value !== '') return REDACTED.signature
    if (TRANSACTION_KEY.test(key) && value !== '') return REDACTED.transaction
    return value
  }
  if (Array.isArray(value)) return value.map(item => redactValue(item, key))
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = redactValue(v, k)
    return out
  }
  return value
}

/**
 * Redacts a run of events in order. A signing method's result carries nothing that names it, so
 * the redactor remembers which `rpc/requested` ids were signing requests and redacts their
 * `rpc/succeeded` result; raw-transaction parameters are redacted on the request itself.
 *
 * @example
 * const redact = createEventRedactor()
 * const shown = appKit.log.events().map(redact)
 */
export function createEventRedactor(): (event: VestibuleEvent) => VestibuleEvent {
  const signingRequests = new Set<string>()
  return event => {
    if (event.type === 'rpc/requested') {
      const { method, requestId } = event.payload
      if (SIGNING_METHODS.has(method)) signingRequests.add(requestId)
      if (RAW_TRANSACTION_METHODS.has(method)) {
        return { ...event, payload: { ...event.payload, params: event.payload.params.map(() => REDACTED.transaction) } }
      }
    }
    if (event.type === 'rpc/succeeded' && signingRequests.has(event.payload.requestId)) {
      const result = event.payload.result
      return { ...event, payload: { ...event.payload, result: typeof result === 'string' ? REDACTED.signature : (redactValue(result, 'signature') as string) } }
    }
    return { ...event, payload: redactValue(event.payload) } as VestibuleEvent
  }
}

/** An exported log with its events and base state redacted (the default for exports). */
export function redactLogDocument(doc: EventLogDocument): EventLogDocument {
  const redact = createEventRedactor()
  return { ...doc, baseState: redactValue(doc.baseState) as EventLogDocument['baseState'], events: doc.events.map(redact) }
}
