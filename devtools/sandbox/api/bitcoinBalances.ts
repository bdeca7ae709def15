import { formatUnits } from 'viem'
import { z } from 'zod'
import { BITCOIN_DECIMALS } from '../bitcoin/bitcoinSandboxConstants'
import type { TokenBalance } from './tokenBalance'

/** A Bitcoin chain the API answers for: its CAIP-2 id, its Esplora API, the coin's price. */
export type BitcoinApiChain = {
  caipNetworkId: string
  /** Esplora base URL, no trailing slash. */
  esploraUrl: string
  /** Fixed USD price of BTC. */
  nativePriceUsd: number
}

/** The address refused by the chain's Esplora API (not an address of that network). */
export class BitcoinAddressError extends Error {}

/** A bech32 address of mainnet, testnet or regtest: what tells a Bitcoin account apart when no chainId is given. */
export const BECH32_BITCOIN_ADDRESS = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/

const txoStats = z.object({ funded_txo_sum: z.number().int().nonnegative(), spent_txo_sum: z.number().int().nonnegative() })
const addressAnswer = z.object({ chain_stats: txoStats, mempool_stats: txoStats })

/** GETs an Esplora path and validates its JSON; a 400 means the address was refused. */
export async function readEsplora<T extends z.ZodTypeAny>(chain: BitcoinApiChain, path: string, schema: T): Promise<z.infer<T>> {
  const response = await fetch(`${chain.esploraUrl}${path}`)
  if (response.status === 400) throw new BitcoinAddressError(await response.text())
  if (!response.ok) throw new Error(`Esplora ${path}: HTTP ${response.status}`)
  return schema.parse(await response.json())
}

/**
 * The SPEC §3 token balance of a Bitcoin address: BTC with 8 decimals, funded minus spent over the
 * chain and the mempool, as Esplora's `/address/:address` counts them (wallets show unconfirmed
 * coins as theirs).
 */
export async function bitcoinBalances(chain: BitcoinApiChain, address: string): Promise<TokenBalance[]> {
  const { chain_stats, mempool_stats } = await readEsplora(chain, `/address/${encodeURIComponent(address)}`, addressAnswer)
  const sats = BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum + mempool_stats.funded_txo_sum - mempool_stats.spent_txo_sum)
  const numeric = formatUnits(sats, BITCOIN_DECIMALS)
  return [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: chain.caipNetworkId,
      value: Number(numeric) * chain.nativePriceUsd,
      price: chain.nativePriceUsd,
      iconUrl: '',
      quantity: { decimals: String(BITCOIN_DECIMALS), numeric },
    },
  ]
}
