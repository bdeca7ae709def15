import { awaitOutcome, VestibuleError, type ActionContext, type WalletListing } from 'vestibule/plugin'
import './walletDirectoryEvents'

export type FetchWalletPageParameters = { readonly page: number }
export type FetchWalletPageReturnType = { readonly listings: readonly WalletListing[]; readonly count: number }

/**
 * Loads a page of the whole directory (1-based, 40 wallets, SPEC §9) into
 * `state.slices.walletDirectory`, as the All Wallets grid does when it scrolls, and resolves with it.
 *
 * @example
 * const { listings, count } = await fetchWalletPage(appKit, { page: 1 })
 */
export function fetchWalletPage(appKit: ActionContext, { page }: FetchWalletPageParameters): Promise<FetchWalletPageReturnType> {
  return awaitOutcome<FetchWalletPageReturnType>(
    appKit.events$,
    () => appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page } }),
    event => {
      if (event.type === 'walletDirectory/page-fetched' && event.payload.page === page)
        return { value: { listings: event.payload.listings, count: event.payload.count } }
      if (event.type === 'walletDirectory/page-failed' && event.payload.page === page) {
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
      }
      return undefined
    },
  )
}

export type SearchWalletsParameters = { readonly query: string }

/**
 * Searches the directory (trimmed, 100 entries, answered no sooner than 300 ms, SPEC §5 and §9), as
 * the All Wallets search box does. An empty query ends the search and resolves with no listings.
 *
 * @example
 * const { listings } = await searchWallets(appKit, { query: 'rainbow' })
 */
export function searchWallets(appKit: ActionContext, { query }: SearchWalletsParameters): Promise<FetchWalletPageReturnType> {
  const trimmed = query.trim()
  if (trimmed === '') {
    appKit.dispatch({ type: 'walletDirectory/search-requested', payload: { query } })
    return Promise.resolve({ listings: [], count: 0 })
  }
  return awaitOutcome<FetchWalletPageReturnType>(
    appKit.events$,
    () => appKit.dispatch({ type: 'walletDirectory/search-requested', payload: { query } }),
    event => {
      if (event.type === 'walletDirectory/search-fetched' && event.payload.query === trimmed)
        return { value: { listings: event.payload.listings, count: event.payload.count } }
      if (event.type === 'walletDirectory/search-failed' && event.payload.query === trimmed) {
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
      }
      return undefined
    },
  )
}
