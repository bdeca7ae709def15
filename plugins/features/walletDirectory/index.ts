// `vestibule/plugins/features/walletDirectory`: the wallet directory feature (SPEC §5, §7, §9).
import './walletDirectoryEvents'

export { walletDirectory } from './walletDirectoryPlugin'
export { walletDirectorySlice } from './walletDirectorySlice'
export { selectWalletDirectory, selectWalletListing } from './walletDirectorySelectors'
export { fetchWalletPage, searchWallets } from './walletDirectoryActions'
export type { FetchWalletPageParameters, FetchWalletPageReturnType, SearchWalletsParameters } from './walletDirectoryActions'
export type { WalletDirectoryState, WalletDirectoryStatus, WalletSearchState } from './walletDirectoryState'
export {
  FEATURED_WALLETS_MAX,
  PRELOADED_WALLET_IMAGES,
  RECOMMENDED_WALLETS_MAX,
  SEARCH_MIN_WAIT_MS,
  SEARCH_WALLETS_ENTRIES,
  WALLETS_PER_PAGE,
} from './walletDirectoryConstants'
