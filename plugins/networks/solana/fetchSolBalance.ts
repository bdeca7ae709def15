import { balancesResponseSchema } from 'vestibule/validation'
import { formatUnits } from 'viem'
import { type CaipNetwork, type HttpClient } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import * as z from 'zod/mini'

/** `getBalance`'s answer (a validator's RpcResponse): lamports in `value`. */
const balanceResponseSchema = z.object({ context: z.object({ slot: z.number() }), value: z.number().check(z.int(), z.gte(0)) })

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/

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
): Promise<{ balance: string; symbol: string }> {
  const symbol = network.nativeCurrency.symbol
  if (sources.api) {
    try {
      const { balances } = await sources.api.get(`/v1/account/${address}/balance`, {
        query: { currency: 'usd', chainId: network.caipNetworkId, forceUpdate: undefined },
        schema: balancesResponseSchema,
      })
      const native = balances.find(b => b.chainId === network.caipNetworkId && !b.address && b.symbol === symbol)
      if (native && native.quantity.decimals === String(network.nativeCurrency.decimals) && PLAIN_DECIMAL.test(native.quantity.numeric)) {
        return { balance: native.quantity.numeric, symbol }
      }
    } catch {
      // The RPC below is the fallback; only if it fails too is the balance unavailable.
    }
  }
  const rpc = await sources.rpc()
  const response = balanceResponseSchema.parse(await rpc.request('getBalance', [address, { commitment: 'confirmed' }]))
  return { balance: formatUnits(BigInt(response.value), network.nativeCurrency.decimals), symbol }
}
