import { formatUnits } from 'viem'
import { type CaipNetwork, type HttpClient, type NativeBalance } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import * as z from 'zod/mini'
import { isPlainCoin, serviceBalance } from '../serviceBalance'

/** `getBalance`'s answer (a validator's RpcResponse): lamports in `value`. */
const balanceResponseSchema = z.object({ context: z.object({ slot: z.number() }), value: z.number().check(z.int(), z.gte(0)) })

/**
 * The SOL balance of `address` as a full-precision decimal string (SPEC §9: 9 decimals), as the
 * EVM side reads its coin: from the balance service (SPEC §7 `/v1/account/{address}/balance`,
 * SPEC §9 balances on eip155 and solana) when the app has one, and from the chain's JSON-RPC
 * (`getBalance`) when it has none, its answer does not match the strict shape or lists no SOL
 * (SPEC §5 "otherwise the balance service is used").
 */
export async function fetchSolBalance(
  network: CaipNetwork,
  address: string,
  sources: { readonly api?: HttpClient | undefined; readonly rpc: () => Promise<RpcClient> },
): Promise<NativeBalance> {
  const fromService = await serviceBalance(sources.api, network, address, isPlainCoin(network))
  if (fromService) return fromService
  const rpc = await sources.rpc()
  const response = balanceResponseSchema.parse(await rpc.request('getBalance', [address, { commitment: 'confirmed' }]))
  return { balance: formatUnits(BigInt(response.value), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
