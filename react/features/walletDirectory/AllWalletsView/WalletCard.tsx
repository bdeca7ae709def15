import { memo } from 'react'
import type { WalletListing } from '../../../../core'
import { ListingImage } from '../../../components/WalletImage/ListingImage'
import { cardClass, installedClass, nameClass } from './WalletCard.styles'

export interface WalletCardProps {
  readonly listing: WalletListing
  readonly installed: boolean
  /** The 'Installed' tag, in the instance's locale. */
  readonly installedLabel: string
  readonly index: number
  /** Only the active card is in the tab order (roving tabindex); arrows move between cards. */
  readonly active: boolean
  readonly onSelect: (listing: WalletListing) => void
  readonly onFocusCard: (index: number) => void
}

/**
 * One wallet of the All Wallets grid. Its name is text: React escapes it, so markup in a name stays
 * inert. Memoised: a scroll re-renders the grid, and only the cards that came into view should render.
 */
export const WalletCard = memo(function WalletCard({ listing, installed, installedLabel, index, active, onSelect, onFocusCard }: WalletCardProps) {
  return (
    <button
      type="button"
      className={cardClass}
      data-index={index}
      tabIndex={active ? 0 : -1}
      onClick={() => onSelect(listing)}
      onFocus={() => onFocusCard(index)}
    >
      <span aria-hidden="true">
        <ListingImage listing={listing} size={56} />
      </span>
      <span className={nameClass}>{listing.name}</span>
      {installed && <span className={installedClass}>{installedLabel}</span>}
    </button>
  )
})
