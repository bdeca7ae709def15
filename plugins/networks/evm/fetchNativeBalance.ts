import { formatUnits } from 'viem'
import type { CaipNetwork, HttpClient, NativeBalance } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import { serviceBalance } from '../serviceBalance'

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
  const fromService = await serviceBalance(sources.api, network, address, quantity => quantity.decimals !== '0')
  if (fromService) return fromService
  const rpc = await sources.rpc()
  const wei = await rpc.request<`0x${string}`>('eth_getBalance', [address, 'latest'])
  return { balance: formatUnits(BigInt(wei), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
