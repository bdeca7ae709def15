import { useCallback } from 'react'
import type { VestibuleState, WalletListing } from '../../../core'
import { selectWalletListing } from '../../../plugins/features/walletDirectory/walletDirectorySelectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'

/** The directory entry a WalletConnect pairing is for, if known (its picture: `ListingImage`). */
export function useWalletListing(walletId: string | undefined): WalletListing | undefined {
  return useAppKitSelector(useCallback((state: VestibuleState) => (walletId ? selectWalletListing(state, walletId) : undefined), [walletId]))
}
