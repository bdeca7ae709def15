import { z } from 'zod'
import { SANDBOX_MARKET_TOKENS, SANDBOX_NATIVE_TOKEN, SANDBOX_WETH } from '../../../market/sandboxMarket'
import { SANDBOX_NATIVE_CURRENCY } from '../../../sandboxConstants'
import { NATIVE_TOKEN_ICON } from '../../nativeTokenIcon'
import { tokenIcon } from '../../../market/tokenIcon'
import type { ApiChain } from '../../apiChain'
import { parseQuery } from '../../queryValidation'
import type { Route } from '../../router'
import { SDK_QUERY_FIELDS } from '../sdkQueryFields'
import { caip2ChainId, toCaip10 } from './convertSchemas'

const tokensQuery = z.object({ chainId: caip2ChainId })

/**
 * GET /v1/convert/tokens?chainId=eip155:N → { tokens } (SPEC §3 swap token: address, decimals,
 * logoUri, eip2612). The market chain lists the native coin (0xeeee…, traded as wrapped ether)
 * and the pooled ERC-20s; any other chain has none.
 */
export function convertTokensRoute(market: ApiChain): Route {
  return {
    method: 'GET',
    pattern: '/v1/convert/tokens',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ query }) => {
      const parsed = parseQuery(tokensQuery, query)
      if (!parsed.ok) return parsed.response
      const tokens =
        parsed.value.chainId === market.chainId
          ? [
              ...SANDBOX_MARKET_TOKENS.filter(token => token.address !== SANDBOX_WETH.address).map(token => ({
                name: token.name,
                symbol: token.symbol,
                address: toCaip10(market.chainId, token.address),
                decimals: token.decimals,
                logoUri: tokenIcon(token.symbol),
                eip2612: false,
              })),
              { ...SANDBOX_NATIVE_CURRENCY, address: toCaip10(market.chainId, SANDBOX_NATIVE_TOKEN), logoUri: NATIVE_TOKEN_ICON, eip2612: false },
            ]
          : []
      return { status: 200, body: { tokens } }
    },
  }
}
