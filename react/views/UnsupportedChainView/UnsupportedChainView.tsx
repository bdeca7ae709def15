import { IconTile } from '../../components/IconTile/IconTile'
import { ListItem } from '../../components/ListItem/ListItem'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectOptions } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { listClass, listViewClass, noteClass } from '../shared/viewLayout.styles'
import { useSwitchFromView } from '../shared/useSwitchFromView'

/** SPEC §4: the wallet is on a network the app does not support; switch to one it does, or disconnect. */
export function UnsupportedChainView() {
  const appKit = useAppKitInstance()
  const networks = useAppKitSelector(selectOptions)?.networks ?? []
  const switchTo = useSwitchFromView('UnsupportedChain')

  const disconnect = () => {
    void appKit.disconnect().then(() => appKit.close())
  }

  return (
    <div className={listViewClass}>
      <p className={noteClass}>This app doesn't support your current network. Switch to an available option to continue.</p>
      <ul className={listClass} aria-label="Networks">
        {networks.map(network => (
          <li key={network.caipNetworkId}>
            <ListItem image={<NetworkImage network={network} size={32} />} chevron onClick={() => switchTo(network)}>
              {network.name}
            </ListItem>
          </li>
        ))}
        <li>
          <ListItem
            image={<IconTile icon="disconnect" tone="error" />}
            onClick={disconnect}
          >
            Disconnect
          </ListItem>
        </li>
      </ul>
    </div>
  )
}
