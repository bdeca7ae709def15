import { useCallback } from 'react'
import type { VestibuleState, WalletListing } from '../../../core'
import { walletListings } from '../../featureHost/walletListings'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../state/useAppKitSelector'

/** The directory entry a WalletConnect pairing is for, if known (its picture: `ListingImage`). */
export function useWalletListing(walletId: string | undefined): WalletListing | undefined {
  const { find } = walletListings(useAppKitInstance())
  return useAppKitSelector(useCallback((state: VestibuleState) => (walletId ? find(state, walletId) : undefined), [find, walletId]))
}
