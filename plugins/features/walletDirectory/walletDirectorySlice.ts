import { closeModal, defineSlice, type WalletListing } from 'vestibule/plugin'
import './walletDirectoryEvents'
import { initialWalletDirectoryState } from './walletDirectoryState'

/** `known` followed by the listings of `more` it does not hold yet (pages can overlap when the directory changes). */
function appendNew(known: readonly WalletListing[], more: readonly WalletListing[]): WalletListing[] {
  const ids = new Set(known.map(listing => listing.id))
  return [...known, ...more.filter(listing => !ids.has(listing.id))]
}

/** What the directory answered, at `state.slices.walletDirectory`. */
export const walletDirectorySlice = /* @__PURE__ */ defineSlice({
  name: 'walletDirectory',
  initial: initialWalletDirectoryState,
  source: { module: 'vestibule/plugins/features/walletDirectory', name: 'walletDirectorySlice' },
  on: {
    'walletDirectory/featured-fetched': (directory, { payload }) => {
      directory.featured = payload.listings
    },
    'walletDirectory/recommended-fetched': (directory, { payload }) => {
      directory.recommended = payload.listings
      directory.count = payload.count
    },
    'walletDirectory/excluded-fetched': (directory, { payload }) => {
      directory.excluded = payload.listings
    },
    'walletDirectory/page-requested': directory => {
      directory.status = 'loading'
      directory.error = null
    },
    'walletDirectory/page-fetched': (_directory, { payload }, root) => {
      const directory = root.slices.walletDirectory ?? initialWalletDirectoryState
      return {
        ...directory,
        listings: payload.page === 1 ? appendNew([], payload.listings) : appendNew(directory.listings, payload.listings),
        page: Math.max(payload.page, payload.page === 1 ? 1 : directory.page),
        count: payload.count,
        status: 'ready',
        error: null,
      }
    },
    'walletDirectory/page-failed': (directory, { payload }) => {
      directory.status = 'error'
      directory.error = payload.error.shortMessage
    },
    'walletDirectory/search-requested': (directory, { payload }) => {
      const query = payload.query.trim()
      if (query === '') {
        directory.search = { query: '', status: 'idle', resultQuery: '', listings: [], error: null }
        return
      }
      // The previous results stay until the new ones arrive (SPEC §9's 300 ms minimum wait).
      directory.search.query = query
      directory.search.status = 'loading'
      directory.search.error = null
    },
    'walletDirectory/search-fetched': (directory, { payload }, root) => {
      // An answer to a query the visitor has since changed is stale.
      if (payload.query !== root.slices.walletDirectory?.search.query) return
      directory.search = { query: payload.query, status: 'ready', resultQuery: payload.query, listings: payload.listings, error: null }
    },
    'walletDirectory/search-failed': (directory, { payload }, root) => {
      if (payload.query !== root.slices.walletDirectory?.search.query) return
      directory.search.status = 'error'
      directory.search.error = payload.error.shortMessage
    },
  },
  router: {
    // Connecting a wallet picked in the grid ends the connect flow, as the Connect view's rows do.
    'connection/succeeded': modal => (modal.isOpen && modal.view === 'AllWallets' ? closeModal(modal) : modal),
  },
})
