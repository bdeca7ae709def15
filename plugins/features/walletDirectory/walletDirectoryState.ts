import type { WalletListing } from 'vestibule/plugin'

export type WalletDirectoryStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A directory search: the query typed, and the results of the last query answered (kept while the next loads). */
export interface WalletSearchState {
  readonly query: string
  readonly status: WalletDirectoryStatus
  /** The query `listings` answer; '' when no search has been answered. */
  readonly resultQuery: string
  readonly listings: readonly WalletListing[]
  readonly error: string | null
}

/** What the wallet directory answered (SPEC §7); filtering for display happens in selectors. */
export interface WalletDirectoryState {
  readonly featured: readonly WalletListing[]
  readonly recommended: readonly WalletListing[]
  readonly excluded: readonly WalletListing[]
  /** Every page loaded so far, in directory order, one entry per id. */
  readonly listings: readonly WalletListing[]
  /** The last page loaded; 0 before the first. */
  readonly page: number
  /** How many wallets the directory holds for this app's filters, featured and recommended included. */
  readonly count: number
  readonly status: WalletDirectoryStatus
  readonly error: string | null
  readonly search: WalletSearchState
}

export const initialWalletDirectoryState: WalletDirectoryState = {
  featured: [],
  recommended: [],
  excluded: [],
  listings: [],
  page: 0,
  count: 0,
  status: 'idle',
  error: null,
  search: { query: '', status: 'idle', resultQuery: '', listings: [], error: null },
}
