import { isAddress, parseUnits } from 'viem'
import { isEvmAddress, isSolanaAddress, type ChainNamespace } from 'vestibule/plugin'
import { balanceUnits } from './plainDecimal'
import { SendMessages } from './sendMessages'
import { PENDING_TRANSACTIONS_LIMIT } from './sendConstants'
import type { PendingSend, SendForm, SendToken } from './sendState'

/** SPEC §9: send works on eip155 and solana; issue 29 adds BTC on bip122. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

export type SendCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string }

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message })
const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * SPEC §5 send rules on the form as typed: an amount and a receiver are required, a token too, the
 * namespace is eip155 or solana; then the amount is a positive number with no more decimals than
 * the token has and no more than its balance.
 *
 * @example
 * checkAmount({ namespace: 'eip155', form: { tokenId: 'native', amount: '0.5', receiver: '0x…' }, token: eth })
 * // { ok: true, value: 500000000000000000n }
 */
export function checkAmount(parameters: { namespace: ChainNamespace | null; form: SendForm; token: SendToken | undefined }): SendCheck<bigint> {
  const { namespace, form, token } = parameters
  if (!namespace || !SEND_NAMESPACES.includes(namespace)) return fail(SendMessages.UNSUPPORTED_CHAIN)
  const amount = form.amount.trim()
  if (amount === '' || form.receiver.trim() === '') return fail(SendMessages.AMOUNT_AND_RECEIVER_REQUIRED)
  if (!form.tokenId || !token) return fail(SendMessages.TOKEN_REQUIRED)
  if (amount.startsWith('-')) return fail(SendMessages.AMOUNT_NOT_POSITIVE)
  const match = DECIMAL.exec(amount)
  if (!match) return fail(SendMessages.AMOUNT_NOT_A_NUMBER)
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > token.decimals) return fail(SendMessages.TOO_MANY_DECIMALS)
  const value = parseUnits(amount, token.decimals)
  if (value <= 0n) return fail(SendMessages.AMOUNT_NOT_POSITIVE)
  // The balance as the API wrote it, in exponent form too (`1.2e-7`): parseUnits would throw on it.
  if (value > balanceUnits(token.balance, token.decimals)) return fail(SendMessages.INSUFFICIENT_BALANCE)
  return { ok: true, value }
}

/**
 * SPEC §5 address rules for the receiver on the active namespace: EVM is 40 hex characters with
 * 0x (a mixed-case one must carry a valid EIP-55 checksum); Solana is 32 to 44 base58 characters.
 * An address of the other namespace says so. Anything else with a dot is taken for a name. Bitcoin
 * takes the shape of an address here (bech32 or base58, no name service); its checksum and network
 * are checked by the Bitcoin chain code, which has the library to decode it.
 *
 * @example
 * checkReceiver('eip155', 'alice.sandbox.eth') // { ok: true, value: { name: 'alice.sandbox.eth' } }
 */
export function checkReceiver(namespace: ChainNamespace, receiver: string): SendCheck<{ address: string } | { name: string }> {
  const text = receiver.trim()
  if (namespace === 'bip122') {
    if (BITCOIN_ADDRESS_SHAPE.test(text)) return { ok: true, value: { address: text } }
    if (isEvmAddress(text)) return fail(SendMessages.EVM_ADDRESS_ON_SOLANA)
    return fail(SendMessages.INVALID_BITCOIN_ADDRESS)
  }
  if (namespace === 'eip155') {
    if (isEvmAddress(text)) {
      const address = text.startsWith('0x') ? text : `0x${text}`
      return isAddress(address) ? { ok: true, value: { address } } : fail(SendMessages.BAD_CHECKSUM)
    }
    if (isSolanaAddress(text)) return fail(SendMessages.SOLANA_ADDRESS_ON_EVM)
    if (isName(text)) return { ok: true, value: { name: text } }
    return fail(SendMessages.INVALID_EVM_ADDRESS)
  }
  if (isSolanaAddress(text)) return { ok: true, value: { address: text } }
  if (isEvmAddress(text)) return fail(SendMessages.EVM_ADDRESS_ON_SOLANA)
  if (isName(text)) return { ok: true, value: { name: text } }
  return fail(SendMessages.INVALID_SOLANA_ADDRESS)
}

/** A Bitcoin address's shape: bech32/bech32m (BIP-173, BIP-350) of a known prefix, or base58 (P2PKH, P2SH). */
const BITCOIN_ADDRESS_SHAPE = /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{6,87}|[1-9A-HJ-NP-Za-km-z]{25,35})$/

/** A name as the identity API resolves them: labels of letters, digits and hyphens, joined by dots. */
function isName(text: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text)
}

/** The chain and account a send goes from now (`selectSendSource`, by id). */
export interface SendOrigin {
  readonly caipNetworkId: string | null
  readonly address: string | null
}

/**
 * Whether a preview still holds: it was made for this chain and this account (issue 24). A
 * preview made on chain A must never be confirmed on chain B, nor from another account.
 *
 * @example
 * previewBoundTo(preview, { caipNetworkId: 'eip155:31338', address: preview.from }) // false
 */
export function previewBoundTo(preview: { readonly caipNetworkId: string; readonly from: string }, origin: SendOrigin): boolean {
  return origin.caipNetworkId === preview.caipNetworkId && origin.address !== null && sameAccount(origin.address, preview.from)
}

/**
 * Whether a new send may start from `origin`, given the transactions still awaiting their receipt:
 * none from the same account on the same chain (its outcome unknown, a second send could pay twice),
 * and fewer than SPEC §9's 99 in all.
 *
 * @example
 * checkPending([], { caipNetworkId: 'eip155:1', address: '0xa' }) // { ok: true, value: undefined }
 */
export function checkPending(pending: readonly PendingSend[], origin: SendOrigin): SendCheck<undefined> {
  if (pending.length >= PENDING_TRANSACTIONS_LIMIT) return fail(SendMessages.TOO_MANY_PENDING)
  if (pending.some(entry => previewBoundTo(entry.preview, origin))) return fail(SendMessages.PENDING_SEND)
  return { ok: true, value: undefined }
}

/** EVM addresses compare case-insensitively (EIP-55 is only a checksum); Solana's base58 is case-sensitive. */
function sameAccount(a: string, b: string): boolean {
  return a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b
}
