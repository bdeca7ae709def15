import { useCallback } from 'react'
import type { VestibuleState, WalletListing } from '../../../core'
import { selectWalletDirectory, selectWalletListing } from '../../../plugins/features/walletDirectory/walletDirectorySelectors'
import { listingImageUrl } from '../../../core/connectors/walletRules'
import { useAppKitSelector } from '../../state/useAppKitSelector'

export interface ShownWallet {
  readonly listing: WalletListing
  /** The fetched image (or the listing's own URL), undefined for the placeholder. */
  readonly imageUrl: string | undefined
}

/** The directory entry a WalletConnect pairing is for, with its image, if known. */
export function useWalletListing(walletId: string | undefined): ShownWallet | undefined {
  const listing = useAppKitSelector(
    useCallback((state: VestibuleState) => (walletId ? selectWalletListing(state, walletId) : undefined), [walletId]),
  )
  const images = useAppKitSelector(selectImages)
  return listing ? { listing, imageUrl: listingImageUrl(listing, images) } : undefined
}

const selectImages = (state: VestibuleState) => selectWalletDirectory(state).images
