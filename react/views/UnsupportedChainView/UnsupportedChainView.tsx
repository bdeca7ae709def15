import { IconTile } from '../../components/IconTile/IconTile'
import { ListItem } from '../../components/ListItem/ListItem'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { useT } from '../../i18n'
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
  const t = useT()

  const disconnect = () => {
    void appKit
      .disconnect()
      .catch(() => undefined)
      .then(() => appKit.close())
  }

  return (
    <div className={listViewClass}>
      <p className={noteClass}>{t('unsupportedChain.note')}</p>
      <ul className={listClass} aria-label={t('networks.list')}>
        {networks.map(network => (
          <li key={network.caipNetworkId}>
            <ListItem image={<NetworkImage network={network} size={32} />} chevron onClick={() => switchTo(network)}>
              {network.name}
            </ListItem>
          </li>
        ))}
        <li>
          <ListItem image={<IconTile icon="disconnect" tone="error" />} onClick={disconnect}>
            {t('common.disconnect')}
          </ListItem>
        </li>
      </ul>
    </div>
  )
}
