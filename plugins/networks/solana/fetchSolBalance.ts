import { formatUnits } from 'viem'
import type { CaipNetwork } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import * as z from 'zod/mini'

/** `getBalance`'s answer (a validator's RpcResponse): lamports in `value`. */
const balanceResponseSchema = z.object({ context: z.object({ slot: z.number() }), value: z.number().check(z.int(), z.gte(0)) })

/**
 * The SOL balance of `address` from the chain's JSON-RPC (`getBalance`), as a full-precision
 * decimal string (SPEC §9: 9 decimals).
 */
export async function fetchSolBalance(network: CaipNetwork, address: string, rpc: RpcClient): Promise<{ balance: string; symbol: string }> {
  const response = balanceResponseSchema.parse(await rpc.request('getBalance', [address, { commitment: 'confirmed' }]))
  return { balance: formatUnits(BigInt(response.value), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
