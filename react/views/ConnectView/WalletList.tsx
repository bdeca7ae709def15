import type { ConnectorInfo, WalletListing } from '../../../core'
import { isInstalledConnector, type ConnectorGroup, type ConnectorGroupType } from '../../connect/groupConnectors'
import { IconTile } from '../../components/IconTile/IconTile'
import { ListItem } from '../../components/ListItem/ListItem'
import { Tag } from '../../components/Tag/Tag'
import { ListingImage } from '../../components/WalletImage/ListingImage'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useT, type Translate } from '../../i18n'
import type { CoreMessageKey } from '../../locales/en'
import { listClass, noteClass } from '../shared/viewLayout.styles'

export interface WalletListProps {
  readonly groups: readonly ConnectorGroup[]
  readonly onSelect: (connector: ConnectorInfo) => void
  readonly onSelectListing: (listing: WalletListing) => void
  /** The 'All Wallets' row, with its count badge when known; absent when the app hides it. */
  readonly allWallets?: { readonly countLabel: string | undefined; readonly onOpen: () => void } | undefined
}

function tagFor(connector: ConnectorInfo, group: ConnectorGroupType, t: Translate<CoreMessageKey>) {
  if (isInstalledConnector(connector)) return <Tag variant="success">{t('connect.installed')}</Tag>
  if (group === 'recent') return <Tag>{t('connect.recent')}</Tag>
  if (connector.type === 'WALLET_CONNECT') return <Tag variant="accent">{t('connect.qrCode')}</Tag>
  return undefined
}

/** The 'wallet' connect method: one row per wallet, groups in SPEC §1 order, as one list, then All Wallets. */
export function WalletList({ groups, onSelect, onSelectListing, allWallets }: WalletListProps) {
  const t = useT()
  const note = <p className={noteClass}>{t('connect.noWallet')}</p>
  if (groups.length === 0 && !allWallets) return note
  return (
    <>
      {groups.length === 0 && note}
      <ul className={listClass} aria-label={t('connect.wallets')}>
        {groups.flatMap(group => [
          ...group.connectors.map(connector => (
            <li key={connector.id}>
              <ListItem
                image={<WalletImage name={connector.name} src={connector.imageUrl} />}
                trailing={tagFor(connector, group.type, t)}
                onClick={() => onSelect(connector)}
              >
                {connector.name}
              </ListItem>
            </li>
          )),
          ...group.listings.map(listing => (
            <li key={listing.id}>
              <ListItem image={<ListingImage listing={listing} />} onClick={() => onSelectListing(listing)}>
                {listing.name}
              </ListItem>
            </li>
          )),
        ])}
        {allWallets && (
          <li>
            <ListItem image={<IconTile icon="wallet" />} trailing={allWallets.countLabel && <Tag>{allWallets.countLabel}</Tag>} onClick={allWallets.onOpen}>
              {t('connect.allWallets')}
            </ListItem>
          </li>
        )}
      </ul>
    </>
  )
}
