import type { VestibuleState, WalletListing } from 'vestibule/plugin'
import './walletDirectoryEvents'
import { initialWalletDirectoryState, type WalletDirectoryState } from './walletDirectoryState'

/** The directory slice, or its empty state when the feature is not installed (yet). */
export function selectWalletDirectory(state: VestibuleState): WalletDirectoryState {
  return state.slices.walletDirectory ?? initialWalletDirectoryState
}

/**
 * A wallet of the directory by id, wherever the state holds it: featured, recommended, loaded
 * pages, search results, or the integrator's custom wallets. Views about one wallet (the
 * WalletConnect screen opened with `{ walletId }`) look it up here.
 *
 * @example
 * const listing = selectWalletListing(appKit.getState(), walletId)
 */
export function selectWalletListing(state: VestibuleState, walletId: string): WalletListing | undefined {
  const { featured, recommended, listings, search } = selectWalletDirectory(state)
  for (const list of [featured, recommended, listings, search.listings, state.options?.customWallets ?? []]) {
    const found = list.find(listing => listing.id === walletId)
    if (found) return found
  }
  return undefined
}
