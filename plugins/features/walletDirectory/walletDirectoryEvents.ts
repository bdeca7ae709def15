import type { SerializedError, WalletListing } from 'vestibule/plugin'
import type { WalletDirectoryState } from './walletDirectoryState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /** Wallet directory (SPEC §7 /getWallets, §9 featured 4, recommended 4, pages of 40). */
    'walletDirectory/featured-fetched': { listings: WalletListing[] }
    'walletDirectory/recommended-fetched': { listings: WalletListing[]; count: number }
    /** The listings of `excludeWalletIds`, whose rdns and names hide installed wallets (SPEC §5). */
    'walletDirectory/excluded-fetched': { listings: WalletListing[] }
    /** A view asks for a page of the whole directory (1-based); asking again after a failure retries. */
    'walletDirectory/page-requested': { page: number }
    'walletDirectory/page-fetched': { page: number; listings: WalletListing[]; count: number }
    'walletDirectory/page-failed': { page: number; error: SerializedError }
    /** The search box changed; the slice trims the query (SPEC §5), an empty one ends the search. */
    'walletDirectory/search-requested': { query: string }
    'walletDirectory/search-fetched': { query: string; listings: WalletListing[]; count: number }
    'walletDirectory/search-failed': { query: string; error: SerializedError }
  }

  interface VestibuleViewMap {
    /** The whole directory: a searchable, virtualised grid (SPEC §2). */
    AllWallets: undefined
  }

  interface VestibuleSliceMap {
    walletDirectory: WalletDirectoryState
  }
}
