import { z } from 'zod'
import type { MarketReader } from '../../../market/createMarketReader'
import type { ApiChain } from '../../apiChain'
import { parseQuery } from '../../queryValidation'
import type { Route } from '../../router'
import { SDK_QUERY_FIELDS } from '../sdkQueryFields'
import { caip2ChainId } from './convertSchemas'
import { checkMarketChain } from './marketChainOf'

const gasPriceQuery = z.object({ chainId: caip2ChainId })

/** GET /v1/convert/gas-price?chainId → { standard, fast, instant } in wei, from the node's eth_gasPrice. */
export function convertGasPriceRoute(market: ApiChain, reader: MarketReader): Route {
  return {
    method: 'GET',
    pattern: '/v1/convert/gas-price',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ query }) => {
      const parsed = parseQuery(gasPriceQuery, query)
      if (!parsed.ok) return parsed.response
      const wrongChain = checkMarketChain(market, parsed.value.chainId)
      if (wrongChain) return wrongChain
      const gasPrice = await reader.client.getGasPrice()
      // A local node has one price; the faster tiers bid a little more, as a real oracle's would.
      return { status: 200, body: { standard: gasPrice.toString(), fast: ((gasPrice * 11n) / 10n).toString(), instant: ((gasPrice * 12n) / 10n).toString() } }
    },
  }
}
