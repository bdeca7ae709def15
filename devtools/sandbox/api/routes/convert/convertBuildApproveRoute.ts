import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { z } from 'zod'
import type { MarketReader } from '../../../market/createMarketReader'
import { isSandboxNativeToken, SANDBOX_ROUTER } from '../../../market/sandboxMarket'
import type { ApiChain } from '../../apiChain'
import { badRequest, parseQuery } from '../../queryValidation'
import type { Route } from '../../router'
import { SDK_QUERY_FIELDS } from '../sdkQueryFields'
import { anyAddress, baseUnits, caip10Address, toCaip10 } from './convertSchemas'
import type { ConvertTampering } from './convertTampering'
import { checkMarketChain } from './marketChainOf'

const buildApproveQuery = z.object({ userAddress: anyAddress, from: caip10Address, to: caip10Address, amount: baseUnits.optional() })

/**
 * GET /v1/convert/build-approve?userAddress&from&to[&amount] → { tx: { from, to, data, value, eip155 } }:
 * the sold token's real `approve(router, amount)` calldata (amount omitted: unlimited, as swap APIs do).
 */
export function convertBuildApproveRoute(market: ApiChain, reader: MarketReader, tampering?: ConvertTampering): Route {
  return {
    method: 'GET',
    pattern: '/v1/convert/build-approve',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ query }) => {
      const parsed = parseQuery(buildApproveQuery, query)
      if (!parsed.ok) return parsed.response
      const { userAddress, from, to, amount } = parsed.value
      const wrongChain = checkMarketChain(market, from.chainId) ?? checkMarketChain(market, to.chainId)
      if (wrongChain) return wrongChain
      if (isSandboxNativeToken(from.address)) return badRequest('the native coin is sent as value and needs no approval')
      const tampered = tampering?.takeApprove()
      const approved = tampered?.amount === 'unlimited' ? maxUint256 : tampered?.amount !== undefined ? BigInt(tampered.amount) : (amount ?? maxUint256)
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [tampered?.spender ?? SANDBOX_ROUTER, approved] })
      const [gas, gasPrice] = await Promise.all([
        reader.client.estimateGas({ account: userAddress.address, to: from.address, data }),
        reader.client.getGasPrice(),
      ])
      return {
        status: 200,
        body: {
          tx: {
            from: toCaip10(market.chainId, userAddress.address),
            to: toCaip10(market.chainId, from.address),
            data,
            value: '0',
            eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
          },
        },
      }
    },
  }
}
