import { castDraft } from 'immer'
import type { WalletListing } from '../../schemas/walletSchemas'
import { defineHandlers } from './defineHandlers'

/** `known` followed by the listings of `more` it does not hold yet (pages can overlap when the directory changes). */
function appendNew(known: readonly WalletListing[], more: readonly WalletListing[]): WalletListing[] {
  const ids = new Set(known.map(listing => listing.id))
  return [...known, ...more.filter(listing => !ids.has(listing.id))]
}

export const walletDirectoryHandlers = defineHandlers({
  'walletDirectory/featured-fetched': (draft, { payload }) => {
    draft.walletDirectory.featured = payload.listings
  },
  'walletDirectory/recommended-fetched': (draft, { payload }) => {
    draft.walletDirectory.recommended = payload.listings
    draft.walletDirectory.count = payload.count
  },
  'walletDirectory/excluded-fetched': (draft, { payload }) => {
    draft.walletDirectory.excluded = payload.listings
  },
  'walletDirectory/page-requested': draft => {
    draft.walletDirectory.status = 'loading'
    draft.walletDirectory.error = null
  },
  'walletDirectory/page-fetched': (draft, { payload }, state) => {
    const directory = state.walletDirectory
    draft.walletDirectory = castDraft({
      ...directory,
      listings: payload.page === 1 ? appendNew([], payload.listings) : appendNew(directory.listings, payload.listings),
      page: Math.max(payload.page, payload.page === 1 ? 1 : directory.page),
      count: payload.count,
      status: 'ready',
      error: null,
    })
  },
  'walletDirectory/page-failed': (draft, { payload }) => {
    draft.walletDirectory.status = 'error'
    draft.walletDirectory.error = payload.error.shortMessage
  },
  'walletDirectory/search-requested': (draft, { payload }) => {
    const query = payload.query.trim()
    const search = draft.walletDirectory.search
    if (query === '') {
      draft.walletDirectory.search = { query: '', status: 'idle', resultQuery: '', listings: [], error: null }
      return
    }
    // The previous results stay until the new ones arrive (SPEC §9's 300 ms minimum wait).
    search.query = query
    search.status = 'loading'
    search.error = null
  },
  'walletDirectory/search-fetched': (draft, { payload }, state) => {
    // An answer to a query the visitor has since changed is stale.
    if (payload.query !== state.walletDirectory.search.query) return
    draft.walletDirectory.search = { query: payload.query, status: 'ready', resultQuery: payload.query, listings: payload.listings, error: null }
  },
  'walletDirectory/search-failed': (draft, { payload }, state) => {
    if (payload.query !== state.walletDirectory.search.query) return
    draft.walletDirectory.search.status = 'error'
    draft.walletDirectory.search.error = payload.error.shortMessage
  },
  'walletDirectory/images-fetched': (draft, { payload }, state) => {
    draft.walletDirectory.images = { ...state.walletDirectory.images, ...payload.images }
  },
})
