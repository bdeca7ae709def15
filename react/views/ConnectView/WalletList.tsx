import type { ConnectorInfo } from '../../../core'
import { isInstalledConnector, type ConnectorGroup, type ConnectorGroupType } from '../../connect/groupConnectors'
import { ListItem } from '../../components/ListItem/ListItem'
import { Tag } from '../../components/Tag/Tag'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { listClass, noteClass } from '../shared/viewLayout.styles'

export interface WalletListProps {
  readonly groups: readonly ConnectorGroup[]
  readonly onSelect: (connector: ConnectorInfo) => void
}

function tagFor(connector: ConnectorInfo, group: ConnectorGroupType) {
  if (isInstalledConnector(connector)) return <Tag variant="success">Installed</Tag>
  if (group === 'recent') return <Tag>Recent</Tag>
  if (connector.type === 'WALLET_CONNECT') return <Tag variant="accent">QR code</Tag>
  return undefined
}

/** The 'wallet' connect method: one row per wallet, groups in SPEC §1 order, as one list. */
export function WalletList({ groups, onSelect }: WalletListProps) {
  if (groups.length === 0) return <p className={noteClass}>No wallet was found in this browser.</p>
  return (
    <ul className={listClass} aria-label="Wallets">
      {groups.flatMap(group =>
        group.connectors.map(connector => (
          <li key={connector.id}>
            <ListItem image={<WalletImage name={connector.name} src={connector.imageUrl} />} trailing={tagFor(connector, group.type)} onClick={() => onSelect(connector)}>
              {connector.name}
            </ListItem>
          </li>
        )),
      )}
    </ul>
  )
}
