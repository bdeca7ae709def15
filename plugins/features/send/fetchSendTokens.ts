import { formatIssues, parseWith } from 'vestibule/validation'
import { isEvmAddress, isSolanaAddress, type HttpClient, type Logger } from 'vestibule/plugin'
import * as z from 'zod/mini'
import { toPlainDecimal } from './plainDecimal'
import type { SendToken } from './sendState'

const envelopeSchema = z.object({ balances: z.array(z.unknown()) })

/**
 * What Send needs of a SPEC §3 token balance, checked entry by entry: a decimal amount (plain or in
 * exponent form, `1.2e-7`, written out plain before it is parsed into base units) and whole
 * decimals, so a bad entry is dropped, not sent.
 */
const sendableBalanceSchema = z.object({
  symbol: z.string().check(z.minLength(1)),
  chainId: z.string(),
  /** CAIP-10 id of the token contract or mint; absent for the native coin. */
  address: z.optional(z.string()),
  quantity: z.object({
    decimals: z.string().check(z.regex(/^\d{1,3}$/)),
    numeric: z.string().check(z.refine(numeric => toPlainDecimal(numeric)?.startsWith('-') === false, 'Expected a non-negative decimal number')),
  }),
})

export type FetchSendTokensParameters = { address: string; caipNetworkId: string; signal?: AbortSignal | undefined }

/**
 * The account's tokens other than the native coin, from the balance service the Tokens tab reads
 * (SPEC §7 GET /v1/account/{address}/balance, on eip155 and solana, SPEC §9): the network's own
 * tokens with a balance, zero-decimal ones dropped (SPEC §5); malformed entries dropped and logged.
 *
 * @example
 * await fetchSendTokens(ctx.http.blockchainApi, ctx.logger, { address: '0xf39F…', caipNetworkId: 'eip155:31337' })
 * // [{ id: '0x5FbD…', symbol: 'SUSD', decimals: 6, balance: '10000' }, …]
 */
export async function fetchSendTokens(api: HttpClient, logger: Logger, { address, caipNetworkId, signal }: FetchSendTokensParameters): Promise<SendToken[]> {
  const { balances } = await api.get(`/v1/account/${encodeURIComponent(address)}/balance`, {
    query: { currency: 'usd', chainId: caipNetworkId, forceUpdate: undefined },
    schema: envelopeSchema,
    signal,
  })
  const tokens: SendToken[] = []
  for (const entry of balances) {
    const parsed = parseWith(sendableBalanceSchema, entry)
    if (!parsed.success) {
      logger.warn('A token balance was dropped from Send: it does not match its shape.', formatIssues(parsed.issues), entry)
      continue
    }
    const { symbol, chainId, address: tokenId, quantity } = parsed.data
    const [namespace, reference, id] = tokenId?.split(':') ?? []
    if (!id || `${namespace}:${reference}` !== caipNetworkId || chainId !== caipNetworkId) continue
    // The id becomes a transaction's target (a contract, a mint): it must be an address of the namespace.
    if (!(namespace === 'eip155' ? /^0x[0-9a-fA-F]{40}$/.test(id) && isEvmAddress(id) : namespace === 'solana' && isSolanaAddress(id))) continue
    const decimals = Number(quantity.decimals)
    // Cut to the token's decimals: what Max puts in the amount must be a sendable amount.
    const balance = toPlainDecimal(quantity.numeric, decimals) ?? '0'
    if (decimals === 0 || !/[1-9]/.test(balance)) continue
    tokens.push({ id, symbol, decimals, balance })
  }
  return tokens
}
