import { Icon } from '../../components/Icon/Icon'
import { ListItem } from '../../components/ListItem/ListItem'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { useT } from '../../i18n'
import { selectActiveCaipNetworkId, selectOptions, selectUnsupportedNetwork } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { listClass, listViewClass, noteClass } from '../shared/viewLayout.styles'
import { useSwitchFromView } from '../shared/useSwitchFromView'

/** The network picker the network button opens: the app's networks, the active one marked. */
export function NetworksView() {
  const options = useAppKitSelector(selectOptions)
  const activeId = useAppKitSelector(selectActiveCaipNetworkId)
  const unsupported = useAppKitSelector(selectUnsupportedNetwork)
  const switchTo = useSwitchFromView('Networks')
  const switchable = options?.enableNetworkSwitch ?? true
  const t = useT()

  return (
    <div className={listViewClass}>
      <ul className={listClass} aria-label={t('networks.list')}>
        {options?.networks.map(network => {
          const active = !unsupported && network.caipNetworkId === activeId
          return (
            <li key={network.caipNetworkId}>
              <ListItem
                image={<NetworkImage network={network} size={32} />}
                current={active}
                disabled={!switchable}
                trailing={active ? <Icon name="check" size={18} /> : undefined}
                onClick={() => switchTo(network)}
              >
                {network.name}
              </ListItem>
            </li>
          )
        })}
      </ul>
      <p className={noteClass}>{switchable ? t('networks.mayNotSupport') : t('networks.switchingOff')}</p>
    </div>
  )
}
