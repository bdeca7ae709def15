/** Transaction hash rules (SPEC §5). */

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
// A signed message is 0x plus at least 62 hex characters.
const HASH_LIKE_RESPONSE = /^0x[0-9a-fA-F]{62,}$/

/**
 * A transaction hash: 0x followed by exactly 64 hex characters.
 *
 * @example
 * ```ts
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 * ```
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

/**
 * Whether a wallet response is a transaction-hash response (a transaction hash
 * or a signed message) rather than an object response.
 *
 * @example
 * ```ts
 * isTransactionHashResponse(`0x${'0'.repeat(130)}`) // true, a signature
 * isTransactionHashResponse({ id: '0x01' }) // false, an object response
 * ```
 */
export function isTransactionHashResponse(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && HASH_LIKE_RESPONSE.test(value)
}
