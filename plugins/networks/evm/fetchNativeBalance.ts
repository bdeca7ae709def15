import { balancesResponseSchema } from 'vestibule/validation'
import { formatUnits } from 'viem'
import { type CaipNetwork, type HttpClient } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'

export interface NativeBalance {
  /** Full-precision decimal string (state holds no bigint). */
  readonly balance: string
  readonly symbol: string
}

/**
 * The native balance from the blockchain API (SPEC §7 `/v1/account/{address}/balance`); a response
 * that does not match the strict shape, or has no native entry, falls back to `eth_getBalance`
 * (SPEC §5 "otherwise the balance service is used").
 */
export async function fetchNativeBalance(
  network: CaipNetwork,
  address: string,
  sources: { readonly api?: HttpClient; readonly rpc: () => Promise<RpcClient> },
): Promise<NativeBalance> {
  const symbol = network.nativeCurrency.symbol
  if (sources.api) {
    try {
      const { balances } = await sources.api.get(`/v1/account/${address}/balance`, {
        query: { currency: 'usd', chainId: network.caipNetworkId, forceUpdate: undefined },
        schema: balancesResponseSchema,
      })
      const native = balances.find(b => b.chainId === network.caipNetworkId && !b.address && b.symbol === symbol)
      if (native && native.quantity.decimals !== '0') return { balance: native.quantity.numeric, symbol }
    } catch {
      // The RPC below is the fallback; only if it fails too is the balance unavailable.
    }
  }
  const rpc = await sources.rpc()
  const wei = await rpc.request<`0x${string}`>('eth_getBalance', [address, 'latest'])
  return { balance: formatUnits(BigInt(wei), network.nativeCurrency.decimals), symbol }
}
