import type { TokenBalance, Transaction } from './portfolioSchemas'

export type PortfolioStatus = 'idle' | 'loading' | 'ready' | 'error'

/** One account's balances on one network (key: CAIP-10 address). */
export interface BalancesEntry {
  readonly status: PortfolioStatus
  /** Every balance the service answered that passed its schema, zero-decimal ones included. */
  readonly balances: readonly TokenBalance[]
  /** Event time of the last answer or failure (ms), for the 30 s cache and retry delay (SPEC §9). */
  readonly at: number
  readonly error: string | null
}

/** One account's transaction history on one network, pages appended in order. */
export interface HistoryEntry {
  readonly status: PortfolioStatus
  readonly transactions: readonly Transaction[]
  /** Cursor of the next page; null once the last page is in. */
  readonly next: string | null
  /** While loading: the cursor of the page being fetched (null: the first page). */
  readonly loadingCursor: string | null
  readonly at: number
  readonly error: string | null
}

export interface PortfolioState {
  readonly balances: Readonly<Record<string, BalancesEntry>>
  readonly history: Readonly<Record<string, HistoryEntry>>
}

export const initialPortfolioState: PortfolioState = { balances: {}, history: {} }
