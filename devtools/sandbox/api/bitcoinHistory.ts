import { formatUnits } from 'viem'
import { z } from 'zod'
import { BITCOIN_DECIMALS } from '../bitcoin/bitcoinSandboxConstants'
import { type BitcoinApiChain, readEsplora } from './bitcoinBalances'
import type { HistoryTransaction } from './indexer/toHistoryTransaction'

const output = z.object({ scriptpubkey_address: z.string().optional(), value: z.number().int().nonnegative() })
const esploraTransactions = z.array(
  z.object({
    txid: z.string(),
    vin: z.array(z.object({ prevout: output.nullable() })),
    vout: z.array(output),
    fee: z.number().int().nonnegative(),
    status: z.object({ confirmed: z.boolean(), block_time: z.number().int().optional() }),
  }),
)

/**
 * The mined transactions of a Bitcoin address, newest first, as the history service describes them
 * (SPEC §3 Transaction): a spend from the address is a `send` of what left it for other addresses
 * (change is not a transfer), anything else a `receive` of what reached it. Mempool transactions are
 * left out, as an indexer lists only what is mined.
 */
export async function bitcoinHistory(chain: BitcoinApiChain, address: string): Promise<HistoryTransaction[]> {
  const transactions = await readEsplora(chain, `/address/${encodeURIComponent(address)}/txs`, esploraTransactions)
  return transactions
    .filter(tx => tx.status.confirmed)
    .map((tx): HistoryTransaction => {
      const spends = tx.vin.some(input => input.prevout?.scriptpubkey_address === address)
      const toOthers = tx.vout.filter(o => o.scriptpubkey_address !== address)
      const toSelf = tx.vout.filter(o => o.scriptpubkey_address === address)
      const direction = spends ? (toOthers.length === 0 ? 'self' : 'out') : 'in'
      const sats = (direction === 'out' ? toOthers : toSelf).reduce((sum, o) => sum + BigInt(o.value), 0n)
      const numeric = formatUnits(sats, BITCOIN_DECIMALS)
      const sentFrom = tx.vin[0]?.prevout?.scriptpubkey_address ?? ''
      return {
        id: tx.txid,
        metadata: {
          operationType: spends ? 'send' : 'receive',
          hash: tx.txid,
          minedAt: new Date((tx.status.block_time ?? 0) * 1000).toISOString(),
          sentFrom,
          sentTo: (toOthers.find(o => o.scriptpubkey_address !== sentFrom) ?? tx.vout[0])?.scriptpubkey_address ?? '',
          status: 'confirmed',
          nonce: 0,
          chain: chain.caipNetworkId,
        },
        transfers: [
          {
            direction,
            quantity: { numeric },
            price: chain.nativePriceUsd,
            value: Number(numeric) * chain.nativePriceUsd,
            fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: '' } },
          },
        ],
      }
    })
}
