/** What a redacted value is replaced with, so a reader knows what was there. */
export const REDACTED = {
  pairingUri: '[redacted: WalletConnect pairing URI]',
  signature: '[redacted: signature]',
  transaction: '[redacted: serialized transaction]',
  email: '[redacted: email]',
  objectUrl: '[redacted: object URL of the recorded page]',
  otp: '[redacted: one-time code]',
  /** A session token, key or password: a credential by its key or its form (a JWT). */
  credential: '[redacted: credential]',
  /** A path a plugin declared secret (`redact`) that no rule above names. */
  declared: '[redacted]',
} as const

// The rules below go by what a value is, wherever it sits: a secret found in an error message, a
// deep link or a stack trace is as secret as one in a field named for it.

// A pairing URI holds the session's symmetric key (`symKey=`): whoever reads it can join the
// session. Deep links carry it URL-encoded once (`uri=wc%3A…`) or twice.
const PAIRING_URI = /(?<![A-Za-z0-9])wc(?::|%3A|%253A)[^\s"'<>`]*/gi
const SYM_KEY = /symKey(?:=|%3D|%253D)[0-9a-f]{64}/gi
// An email, as typed or URL-encoded (`%40`, `%2540`). The local part stops at `=&?/` so the query
// key before it (`?ref=`) stays readable.
const EMAIL = /[A-Za-z0-9._%+!#$'*^`{|}~-]+(?:@|%40|%2540)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9])/g
// An EOA signature: 65 bytes (r, s, v) as 0x-hex, the result of personal_sign, eth_sign and
// eth_signTypedData_v4 (EIP-191, EIP-712). No ABI value has this length (calldata is a 4-byte
// selector plus 32-byte words), so a hash, an address or calldata is never taken for one.
const SIGNATURE = /(?<![0-9a-fA-F])0x[0-9a-f]{130}(?![0-9a-f])/gi
// A JWT (RFC 7519): a session or ID token is a login credential.
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g
// A URL parameter named for a credential (OAuth redirects put tokens and codes in the query or the
// fragment).
const CREDENTIAL_PARAM =
  /([?&#](?:access_token|id_token|refresh_token|session_token|sessionToken|token|auth|code|otp|password|secret|api_key|apiKey)=)[^&#\s"'<>]+/gi

export interface RedactSecretTextOptions {
  /** Keep emails (analytics whose integrator opted in, `analytics.includeEmail`). */
  readonly keepEmails?: boolean
}

/**
 * A text with every secret it carries replaced: pairing URIs and their `symKey`, emails (typed or
 * URL-encoded), EOA signatures, JWTs and credential URL parameters. Text that holds none comes back
 * as it was, and redacting twice gives what redacting once gave.
 *
 * @example
 * redactSecretText('Deep link metamask://wc?uri=wc%3Aab%402%3FsymKey%3D…') // 'Deep link metamask://wc?uri=[redacted: WalletConnect pairing URI]'
 */
export function redactSecretText(text: string, options: RedactSecretTextOptions = {}): string {
  let out = text
    .replace(PAIRING_URI, REDACTED.pairingUri)
    .replace(SYM_KEY, `symKey=${REDACTED.declared}`)
    .replace(SIGNATURE, REDACTED.signature)
    .replace(JWT, REDACTED.credential)
    .replace(CREDENTIAL_PARAM, (_, name: string) => `${name}${REDACTED.declared}`)
  if (!options.keepEmails) out = out.replace(EMAIL, REDACTED.email)
  return out
}

const WHOLE_SIGNATURE = /^0x[0-9a-f]{130}$/i
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const WHOLE_PAIRING_URI = /^wc:/i
const WHOLE_JWT = /^eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*$/

/** The label of a string that is a secret as a whole (pairing URI, email, signature), if it is one. */
export function secretLabelOf(text: string): string | undefined {
  if (WHOLE_PAIRING_URI.test(text)) return REDACTED.pairingUri
  if (WHOLE_EMAIL.test(text)) return REDACTED.email
  if (WHOLE_SIGNATURE.test(text)) return REDACTED.signature
  if (WHOLE_JWT.test(text)) return REDACTED.credential
  return undefined
}
