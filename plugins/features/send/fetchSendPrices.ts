import type { HttpClient } from 'vestibule/plugin'
import * as z from 'zod/mini'

const finite = z.number().check(z.refine(Number.isFinite, 'Expected a finite number'))
/** POST /v1/fungible/price → fungibles (SPEC §7); `address` is the CAIP-10 id asked for, when the service echoes it. */
const priceResponseSchema = z.object({
  fungibles: z.array(z.object({ symbol: z.string(), price: finite, address: z.optional(z.string()) })),
})

/**
 * How the price service names a namespace's native coin (the hosted service's placeholders):
 * eip155 0xeeee…, solana the wrapped-SOL-like `So111…1`.
 */
export const NATIVE_TOKEN_ADDRESS: Readonly<Record<string, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
}

export type FetchSendPricesParameters = {
  caipNetworkId: string
  /** `native` and token ids (contract address or mint), with their symbols. */
  tokens: readonly { readonly id: string; readonly symbol: string }[]
  projectId: string
  signal?: AbortSignal | undefined
}

/**
 * USD prices of the tokens Send lists (SPEC §7 POST /v1/fungible/price { currency, addresses,
 * projectId }), keyed by token id. The service answers by symbol and leaves out what it does not
 * price, so an answer is matched by its address when it gives one, else by symbol.
 *
 * @example
 * await fetchSendPrices(api, { caipNetworkId: 'eip155:31337', tokens: [{ id: 'native', symbol: 'ETH' }], projectId })
 * // { native: 3000 }
 */
export async function fetchSendPrices(
  api: HttpClient,
  { caipNetworkId, tokens, projectId, signal }: FetchSendPricesParameters,
): Promise<Record<string, number>> {
  const namespace = caipNetworkId.split(':')[0]!
  const native = NATIVE_TOKEN_ADDRESS[namespace]
  const asked = tokens.flatMap(token => {
    const address = token.id === 'native' ? native : token.id
    return address ? [{ token, caip: `${caipNetworkId}:${address}` }] : []
  })
  if (asked.length === 0) return {}
  const { fungibles } = await api.post('/v1/fungible/price', {
    body: { currency: 'usd', addresses: asked.map(entry => entry.caip), projectId },
    schema: priceResponseSchema,
    signal,
  })
  const prices: Record<string, number> = {}
  for (const { token, caip } of asked) {
    const answer =
      fungibles.find(fungible => fungible.address?.toLowerCase() === caip.toLowerCase()) ??
      fungibles.find(fungible => fungible.address === undefined && fungible.symbol.toLowerCase() === token.symbol.toLowerCase())
    if (answer) prices[token.id] = answer.price
  }
  return prices
}
