import { z } from 'zod'
import type { MarketReader } from '../../market/createMarketReader'
import { tokenIcon } from '../../market/tokenIcon'
import { SANDBOX_NATIVE_CURRENCY } from '../../sandboxConstants'
import { SANDBOX_ERC20_TOKENS } from '../../tokens/sandboxTokens'
import type { ApiChain } from '../apiChain'
import { NATIVE_TOKEN_ICON } from '../nativeTokenIcon'
import { badRequest } from '../queryValidation'
import type { Route } from '../router'
import { caip10Address } from './convert/convertSchemas'

const priceBody = z.object({
  currency: z
    .string()
    .transform(value => value.toLowerCase())
    .pipe(z.literal('usd')),
  addresses: z.array(caip10Address).min(1).max(100),
  projectId: z.string().optional(),
})

/** The pseudo-address swap APIs give the native token. */
const NATIVE_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export type FungiblePriceRouteParameters = { market: ApiChain; reader: MarketReader; nativePriceUsd: number }

/**
 * POST /v1/fungible/price, body { currency, addresses, projectId } → { fungibles: [{ name, symbol,
 * iconUrl, price }] }. Market-chain tokens are priced from their pool's reserves at the time of
 * asking; sandbox tokens elsewhere at their fixed price; unknown addresses are left out.
 */
export function fungiblePriceRoute({ market, reader, nativePriceUsd }: FungiblePriceRouteParameters): Route {
  return {
    method: 'POST',
    pattern: '/v1/fungible/price',
    requiredQuery: [],
    handle: async ({ body }) => {
      const parsed = priceBody.safeParse(body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        return badRequest(`invalid body field ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`)
      }
      const fungibles = await Promise.all(
        parsed.data.addresses.map(async ({ chainId, address }) => {
          if (address.toLowerCase() === NATIVE_ADDRESS.toLowerCase())
            return {
              name: SANDBOX_NATIVE_CURRENCY.name,
              symbol: SANDBOX_NATIVE_CURRENCY.symbol,
              iconUrl: NATIVE_TOKEN_ICON,
              price: nativePriceUsd,
              decimals: SANDBOX_NATIVE_CURRENCY.decimals,
            }
          const token = SANDBOX_ERC20_TOKENS.find(candidate => candidate.address.toLowerCase() === address.toLowerCase())
          if (!token) return undefined
          const price = chainId === market.chainId ? await reader.priceUsd(token.address) : token.priceUsd
          return { name: token.name, symbol: token.symbol, iconUrl: tokenIcon(token.symbol), price: price ?? token.priceUsd, decimals: token.decimals }
        }),
      )
      return { status: 200, body: { fungibles: fungibles.filter(fungible => fungible !== undefined) } }
    },
  }
}
