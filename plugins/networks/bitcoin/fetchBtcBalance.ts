import { formatUnits } from 'viem'
import { VestibuleError, type CaipNetwork, type HttpClient, type NativeBalance } from 'vestibule/plugin'
import * as z from 'zod/mini'
import { isPlainCoin, serviceBalance } from '../serviceBalance'

/** An Esplora `/address/{address}` answer: confirmed and mempool sums, in sats. */
const sats = z.number().check(z.int(), z.gte(0))
const stats = z.object({ funded_txo_sum: sats, spent_txo_sum: sats })
const addressSchema = z.object({ chain_stats: stats, mempool_stats: stats })

/** Public Esplora APIs of the chains AppKit names; another network names its own in `rpcUrls.default`. */
const ESPLORA_OF: Readonly<Record<string, string>> = {
  'bip122:000000000019d6689c085ae165831e93': 'https://mempool.space/api',
  'bip122:000000000933ea01ad0ee984209779ba': 'https://mempool.space/testnet/api',
}

export const esploraUrlOf = (network: CaipNetwork): string => ESPLORA_OF[network.caipNetworkId] ?? network.rpcUrls.default.http[0]!

/**
 * The BTC balance of `address` as a full-precision decimal string (SPEC §9: 8 decimals), as the
 * EVM and Solana sides read their coin: from the balance service (SPEC §7
 * `/v1/account/{address}/balance`) when the app has one, and from the chain's Esplora API
 * (confirmed plus mempool) when it has none or its answer lists no BTC of this chain.
 */
export async function fetchBtcBalance(
  network: CaipNetwork,
  address: string,
  sources: { readonly api?: HttpClient | undefined; readonly fetch?: typeof fetch },
): Promise<NativeBalance> {
  const fromService = await serviceBalance(sources.api, network, address, isPlainCoin(network))
  if (fromService) return fromService
  const response = await (sources.fetch ?? fetch)(`${esploraUrlOf(network).replace(/\/$/, '')}/address/${encodeURIComponent(address)}`)
  if (!response.ok) throw new VestibuleError(`Esplora answered ${response.status} for ${address}`)
  const { chain_stats, mempool_stats } = addressSchema.parse(await response.json())
  const total = chain_stats.funded_txo_sum - chain_stats.spent_txo_sum + mempool_stats.funded_txo_sum - mempool_stats.spent_txo_sum
  return { balance: formatUnits(BigInt(total), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
