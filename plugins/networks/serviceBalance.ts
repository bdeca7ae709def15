import { balancesResponseSchema } from 'vestibule/validation'
import type { CaipNetwork, HttpClient, NativeBalance } from 'vestibule/plugin'

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/

/** An entry of the service is the coin when it has the network's decimals and reads as a plain decimal. */
export const isPlainCoin = (network: CaipNetwork) => (quantity: { readonly decimals: string; readonly numeric: string }) =>
  quantity.decimals === String(network.nativeCurrency.decimals) && PLAIN_DECIMAL.test(quantity.numeric)

/**
 * The network's coin as the balance service lists it (SPEC §7 `/v1/account/{address}/balance`),
 * or undefined when the app has no service, it fails, or its answer has no entry of the coin that
 * `accepts`: the caller then reads the chain itself (SPEC §5 "otherwise the balance service is used").
 */
export async function serviceBalance(
  api: HttpClient | undefined,
  network: CaipNetwork,
  address: string,
  accepts: (quantity: { readonly decimals: string; readonly numeric: string }) => boolean,
): Promise<NativeBalance | undefined> {
  if (!api) return undefined
  const symbol = network.nativeCurrency.symbol
  try {
    const { balances } = await api.get(`/v1/account/${address}/balance`, {
      query: { currency: 'usd', chainId: network.caipNetworkId, forceUpdate: undefined },
      schema: balancesResponseSchema,
    })
    const native = balances.find(b => b.chainId === network.caipNetworkId && !b.address && b.symbol === symbol)
    return native && accepts(native.quantity) ? { balance: native.quantity.numeric, symbol } : undefined
  } catch {
    // The chain is the fallback; only if it fails too is the balance unavailable.
    return undefined
  }
}
