import { z } from 'zod'
import type { MarketReader } from '../../../market/createMarketReader'
import type { ApiChain } from '../../apiChain'
import { parseQuery } from '../../queryValidation'
import type { Route } from '../../router'
import { SDK_QUERY_FIELDS } from '../sdkQueryFields'
import { anyAddress, baseUnits, caip10Address } from './convertSchemas'
import { marketFailure } from './marketFailure'
import { checkMarketChain } from './marketChainOf'

const quotesQuery = z.object({
  amount: baseUnits,
  userAddress: anyAddress,
  from: caip10Address,
  to: caip10Address,
  gasPrice: z.string().optional(),
})

/**
 * GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice → { quotes: [{ fromAmount, fromAccount,
 * toAmount, toAccount }] }, amounts in base units, computed by the router from the pool's reserves.
 */
export function convertQuotesRoute(market: ApiChain, reader: MarketReader): Route {
  return {
    method: 'GET',
    pattern: '/v1/convert/quotes',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ query }) => {
      const parsed = parseQuery(quotesQuery, query)
      if (!parsed.ok) return parsed.response
      const { amount, from, to } = parsed.value
      const wrongChain = checkMarketChain(market, from.chainId) ?? checkMarketChain(market, to.chainId)
      if (wrongChain) return wrongChain
      try {
        const toAmount = await reader.quote(from.address, to.address, amount)
        return {
          status: 200,
          body: { quotes: [{ fromAmount: amount.toString(), fromAccount: query.from, toAmount: toAmount.toString(), toAccount: query.to }] },
        }
      } catch (error) {
        return marketFailure(error)
      }
    },
  }
}
