import type { WalletListing } from '../../../core'
import { safeImageUrl } from '../../../core/connectors/walletRules'
import { WalletImage } from './WalletImage'

export interface ListingImageProps {
  readonly listing: Pick<WalletListing, 'name' | 'image_id' | 'image_url'>
  /** Pixels. */
  readonly size?: number
}

/**
 * A directory wallet's picture: its own `image_url` when it is safe to draw (custom wallets, the
 * bundled list's monograms), else its `/getWalletImage` picture lent by the image cache while
 * shown, else the placeholder.
 */
export function ListingImage({ listing, size }: ListingImageProps) {
  return <WalletImage name={listing.name} src={safeImageUrl(listing.image_url)} imageId={listing.image_id} size={size} />
}
