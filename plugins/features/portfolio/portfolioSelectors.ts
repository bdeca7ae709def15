import type { VestibuleState } from 'vestibule/plugin'
import './portfolioEvents'
import { activeAccountId } from './activeAccountId'
import { nftPositions, tokenList, totalValue, visibleTransactions } from './portfolioRules'
import type { TokenBalance, Transaction } from './portfolioSchemas'
import type { BalancesEntry, HistoryEntry, PortfolioStatus } from './portfolioState'

export type PortfolioView = {
  /** The CAIP-10 account the figures are for; undefined when nothing is connected. */
  readonly caipAddress: string | undefined
  readonly status: PortfolioStatus
  readonly error: string | null
  /** SPEC §5 dropped, sorted by fiat value. */
  readonly tokens: readonly TokenBalance[]
  readonly nfts: readonly TokenBalance[]
  readonly totalValue: number
}

const NO_BALANCES: BalancesEntry = { status: 'idle', balances: [], at: 0, error: null }
const NO_HISTORY: HistoryEntry = { status: 'idle', transactions: [], next: null, loadingCursor: null, at: 0, error: null }

/** Whether the portfolio plugin has joined (its slice exists): requests dispatched before are not seen. */
export const selectPortfolioReady = (state: VestibuleState): boolean => state.slices.portfolio !== undefined

/** The raw balances entry of the active account. */
export function selectActiveBalances(state: VestibuleState): BalancesEntry {
  const caipAddress = activeAccountId(state)
  return (caipAddress && state.slices.portfolio?.balances[caipAddress]) || NO_BALANCES
}

/** The raw history entry of the active account. */
export function selectActiveHistory(state: VestibuleState): HistoryEntry {
  const caipAddress = activeAccountId(state)
  return (caipAddress && state.slices.portfolio?.history[caipAddress]) || NO_HISTORY
}

/** The Tokens tab's list for balances as the slice holds them. */
export function portfolioViewOf(caipAddress: string | undefined, entry: BalancesEntry): PortfolioView {
  return {
    caipAddress,
    status: entry.status,
    error: entry.error,
    tokens: tokenList(entry.balances),
    nfts: nftPositions(entry.balances),
    totalValue: totalValue(entry.balances),
  }
}

/** The Activity list for history as the slice holds it: only the active network's, spam-only dropped (SPEC §5). */
export function activityOf(entry: HistoryEntry, caipNetworkId: string | null): Transaction[] {
  return caipNetworkId ? visibleTransactions(entry.transactions, caipNetworkId) : []
}
