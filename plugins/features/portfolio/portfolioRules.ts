import type { TokenBalance, Transaction } from './portfolioSchemas'

/** SPEC §5: token balances with zero decimals are dropped (the service lists NFT positions so). */
export function dropZeroDecimals(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter(balance => balance.quantity.decimals !== '0')
}

/** The zero-decimal positions the token list drops: the NFTs tab shows them. */
export function nftPositions(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter(balance => balance.quantity.decimals === '0')
}

/** The Tokens tab's order: highest fiat value first; equal values keep the service's order. */
export function sortByValue(balances: readonly TokenBalance[]): TokenBalance[] {
  return [...balances].sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
}

/** The Tokens tab: SPEC §5's drop, then by value. */
export function tokenList(balances: readonly TokenBalance[]): TokenBalance[] {
  return sortByValue(dropZeroDecimals(balances))
}

/** Sum of the listed tokens' fiat values (SPEC §9 totals show 2 decimals). */
export function totalValue(balances: readonly TokenBalance[]): number {
  return dropZeroDecimals(balances).reduce((sum, balance) => sum + (balance.value ?? 0), 0)
}

/**
 * SPEC §5: transactions whose transfers are all flagged spam are dropped, and only the connected
 * chain's transactions are shown.
 */
export function visibleTransactions(transactions: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return transactions.filter(transaction => {
    if (transaction.metadata.chain !== caipNetworkId) return false
    const { transfers } = transaction
    return transfers.length === 0 || !transfers.every(transfer => transfer.nft_info?.flags?.is_spam === true)
  })
}

const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS = new Set(['withdraw', 'repay', 'burn'])

/** SPEC §9: '+' for receive, deposit, borrow, claim; '-' for withdraw, repay, burn; no sign otherwise. */
export function amountSign(operationType: string): '+' | '-' | '' {
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return '-'
  return ''
}

/** An entry of the portfolio slice as far as caching goes. */
type Dated = { readonly status: string; readonly at: number }

/**
 * SPEC §9: a portfolio answer is fresh for 30 s; after a failure no automatic fetch for 30 s
 * (balance retry delay). `force` (a retry button, a sent transaction) fetches anyway.
 */
export function needsFetch(entry: Dated | undefined, time: number, force: boolean | undefined, maxAgeMs: number): boolean {
  if (!entry || entry.status === 'idle') return true
  if (entry.status === 'loading') return false
  return force === true || time - entry.at >= maxAgeMs
}

/** `eip155:31337:0xabc…` → its network (`eip155:31337`), namespace and address. */
export function splitAccountId(caipAddress: string): { namespace: string; caipNetworkId: string; address: string } | undefined {
  const parts = caipAddress.split(':')
  if (parts.length !== 3 || parts.some(part => part === '')) return undefined
  const [namespace, reference, address] = parts as [string, string, string]
  return { namespace, caipNetworkId: `${namespace}:${reference}`, address }
}
