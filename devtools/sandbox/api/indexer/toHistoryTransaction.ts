import { formatUnits, zeroAddress } from 'viem'
import { SANDBOX_NATIVE_CURRENCY } from '../../sandboxConstants'
import type { IndexedTransaction, IndexedTransfer, TokenContract } from './chainIndexer'
import { tokenPriceUsd } from './sandboxPrices'

/** SPEC §3 Transaction, in the shape the hosted history service sends (Zerion-style transfers). */
export type HistoryTransaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: HistoryTransfer[]
}

export type HistoryTransfer = {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
}

export type ToHistoryTransactionParameters = {
  transaction: IndexedTransaction
  /** The account the history is for: directions and the operation type are as it sees them. */
  account: string
  chain: `eip155:${number}`
  /** The indexer's description of a token contract. */
  contractOf: (address: string) => TokenContract | undefined
  nativePriceUsd: number
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function operationType(transaction: IndexedTransaction, account: string, own: IndexedTransfer[]): string {
  if (own.some(transfer => same(transfer.from, zeroAddress))) return 'mint'
  if (own.some(transfer => same(transfer.to, zeroAddress))) return 'burn'
  if (transaction.to === null) return 'deploy'
  if (same(transaction.from, account)) return own.length === 0 ? 'execute' : 'send'
  return 'receive'
}

/** One indexed transaction as the history service would describe it to `account`. */
export function toHistoryTransaction({ transaction, account, chain, contractOf, nativePriceUsd }: ToHistoryTransactionParameters): HistoryTransaction {
  const own = transaction.transfers.filter(transfer => same(transfer.from, account) || same(transfer.to, account))
  const transfers = own.flatMap((transfer): HistoryTransfer[] => {
    const direction = same(transfer.from, account) && same(transfer.to, account) ? 'self' : same(transfer.to, account) ? 'in' : 'out'
    if (transfer.kind === 'native') {
      const numeric = formatUnits(transfer.amount, SANDBOX_NATIVE_CURRENCY.decimals)
      return [
        {
          direction,
          quantity: { numeric },
          price: nativePriceUsd,
          value: Number(numeric) * nativePriceUsd,
          // No inline icon: the hosted service links images, and clients fetch the token image by symbol.
          fungible_info: { name: SANDBOX_NATIVE_CURRENCY.name, symbol: SANDBOX_NATIVE_CURRENCY.symbol, icon: { url: '' } },
        },
      ]
    }
    const contract = contractOf(transfer.contract)
    if (!contract) return []
    if (transfer.kind === 'erc721')
      return [
        {
          direction,
          quantity: { numeric: '1' },
          nft_info: { name: `${contract.name} #${transfer.tokenId}`, content: { preview: { url: '' } }, flags: { is_spam: false } },
        },
      ]
    const numeric = formatUnits(transfer.amount, contract.decimals)
    const price = tokenPriceUsd(contract.address)
    return [
      {
        direction,
        quantity: { numeric },
        price,
        value: Number(numeric) * price,
        fungible_info: { name: contract.name, symbol: contract.symbol, icon: { url: '' } },
      },
    ]
  })
  return {
    id: transaction.hash,
    metadata: {
      operationType: operationType(transaction, account, own),
      hash: transaction.hash,
      minedAt: new Date(transaction.timestamp * 1000).toISOString(),
      sentFrom: transaction.from,
      sentTo: transaction.to ?? '',
      status: transaction.status,
      nonce: transaction.nonce,
      chain,
    },
    transfers,
  }
}
