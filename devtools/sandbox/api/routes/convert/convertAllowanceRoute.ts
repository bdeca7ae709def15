import { erc20Abi, maxUint256 } from 'viem'
import { z } from 'zod'
import type { MarketReader } from '../../../market/createMarketReader'
import { isSandboxNativeToken, SANDBOX_ROUTER } from '../../../market/sandboxMarket'
import type { ApiChain } from '../../apiChain'
import { parseQuery } from '../../queryValidation'
import type { Route } from '../../router'
import { SDK_QUERY_FIELDS } from '../sdkQueryFields'
import { anyAddress, caip10Address } from './convertSchemas'
import { checkMarketChain } from './marketChainOf'

const allowanceQuery = z.object({ tokenAddress: caip10Address, userAddress: anyAddress })

/** GET /v1/convert/allowance?tokenAddress&userAddress → { allowance }: what the router may spend, read from the token (unlimited for the native coin, sent as value). */
export function convertAllowanceRoute(market: ApiChain, reader: MarketReader): Route {
  return {
    method: 'GET',
    pattern: '/v1/convert/allowance',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ query }) => {
      const parsed = parseQuery(allowanceQuery, query)
      if (!parsed.ok) return parsed.response
      const { tokenAddress, userAddress } = parsed.value
      const wrongChain = checkMarketChain(market, tokenAddress.chainId)
      if (wrongChain) return wrongChain
      if (isSandboxNativeToken(tokenAddress.address)) return { status: 200, body: { allowance: maxUint256.toString() } }
      const allowance = await reader.client.readContract({
        address: tokenAddress.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [userAddress.address, SANDBOX_ROUTER],
      })
      return { status: 200, body: { allowance: allowance.toString() } }
    },
  }
}
