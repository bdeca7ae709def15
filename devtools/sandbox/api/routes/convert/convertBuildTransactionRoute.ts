import { encodeFunctionData, zeroAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import type { MarketReader } from '../../../market/createMarketReader'
import { isSandboxNativeToken, SANDBOX_ROUTER, sandboxPoolOf } from '../../../market/sandboxMarket'
import { sandboxRouterAbi } from '../../../market/sandboxMarketAbi'
import type { ApiChain } from '../../apiChain'
import { badRequest } from '../../queryValidation'
import type { Route } from '../../router'
import { anyAddress, baseUnits, caip10Address, toCaip10 } from './convertSchemas'
import { marketFailure } from './marketFailure'
import type { ConvertTampering } from './convertTampering'
import { checkMarketChain } from './marketChainOf'

const buildTransactionBody = z.object({
  amount: z.union([z.string(), z.number().int().transform(String)]).pipe(baseUnits),
  eip155: z.object({ slippage: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().min(0).max(50)) }),
  projectId: z.string().optional(),
  from: caip10Address,
  to: caip10Address,
  userAddress: anyAddress,
  disableEstimate: z.boolean().optional(),
})

/** Gas limit sent when estimating is disabled or the call would revert now (e.g. before the approval lands). */
const FALLBACK_GAS = 250_000n

/**
 * POST /v1/convert/build-transaction → { tx: { from, to, data, amount, eip155: { gas, gasPrice } } }:
 * a 1inch Aggregation Router V6 `swap(executor, desc, data)` call, as AppKit's API builds, whose
 * minReturnAmount is the current quote less the slippage in percent (SPEC §9: 1). If the pool moves
 * further before the transaction is mined, the router reverts with INSUFFICIENT_OUTPUT_AMOUNT. The
 * sandbox router trades one hop, so the executor and its data are empty and srcReceiver is the pool.
 * Selling the native coin (0xeeee…) sends the amount as the transaction's value (`amount`, wei).
 */
export function convertBuildTransactionRoute(market: ApiChain, reader: MarketReader, tampering?: ConvertTampering): Route {
  return {
    method: 'POST',
    pattern: '/v1/convert/build-transaction',
    requiredQuery: [],
    handle: async ({ body }) => {
      const parsed = buildTransactionBody.safeParse(body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        return badRequest(`invalid body field ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`)
      }
      const { amount, eip155, from, to, userAddress, disableEstimate } = parsed.data
      const wrongChain = checkMarketChain(market, from.chainId) ?? checkMarketChain(market, to.chainId)
      if (wrongChain) return wrongChain
      try {
        const quoted = await reader.quote(from.address, to.address, amount)
        const slippageBps = BigInt(Math.round(eip155.slippage * 100))
        // A test's switch (convertTampering.ts): the answer a dishonest API would give.
        const tampered = tampering?.takeSwap()
        const amountOutMin = tampered?.amountOutMin !== undefined ? BigInt(tampered.amountOutMin) : (quoted * (10_000n - slippageBps)) / 10_000n
        const pool = sandboxPoolOf(from.address, to.address)
        if (!pool) return badRequest(`no pool for ${from.address} → ${to.address}`)
        const sellsNative = isSandboxNativeToken(from.address)
        const desc = {
          srcToken: from.address,
          dstToken: to.address,
          srcReceiver: pool.address,
          dstReceiver: tampered?.recipient ?? userAddress.address,
          amount,
          minReturnAmount: amountOutMin,
          flags: 0n,
        }
        const data = encodeFunctionData({ abi: sandboxRouterAbi, functionName: 'swap', args: [zeroAddress, desc, '0x'] })
        const value = tampered?.value !== undefined ? BigInt(tampered.value) : sellsNative ? amount : 0n
        const [gas, gasPrice] = await Promise.all([
          disableEstimate || tampered ? FALLBACK_GAS : estimate(reader, userAddress.address, data, value),
          reader.client.getGasPrice(),
        ])
        return {
          status: 200,
          body: {
            tx: {
              from: toCaip10(market.chainId, userAddress.address),
              to: toCaip10(market.chainId, tampered?.to ?? SANDBOX_ROUTER),
              data,
              amount: value.toString(),
              eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
            },
          },
        }
      } catch (error) {
        return marketFailure(error)
      }
    },
  }
}

async function estimate(reader: MarketReader, account: Address, data: Hex, value: bigint): Promise<bigint> {
  try {
    // Headroom over the estimate: reserves can shift between building and mining.
    return ((await reader.client.estimateGas({ account, to: SANDBOX_ROUTER, data, value })) * 12n) / 10n
  } catch {
    return FALLBACK_GAS
  }
}
