import { namespaceOf } from '../../../core/events/caip'
import { Button } from '../../components/Button/Button'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { StatusLayout } from '../../components/StatusLayout/StatusLayout'
import { useT } from '../../i18n'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectModal, selectOptions } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { viewDataCaipNetworkId } from '../shared/viewData'

/** SPEC §4 SwitchActiveChain: the network is on another namespace, which takes a wallet of its own. */
export function SwitchActiveChainView() {
  const appKit = useAppKitInstance()
  const caipNetworkId = viewDataCaipNetworkId(useAppKitSelector(selectModal).data)
  const network = useAppKitSelector(selectOptions)?.networks.find(n => n.caipNetworkId === caipNetworkId)
  const t = useT()
  const name = network?.name ?? caipNetworkId ?? t('switchChain.thisNetwork')

  // Connecting a wallet of that namespace makes it the active one (the connection reducer), so
  // the switch is a connection: the Connect view, narrowed to wallets of the namespace.
  const connect = () => {
    if (!caipNetworkId) return
    appKit.dispatch({ type: 'router/pushed', payload: { view: 'Connect', data: { namespace: namespaceOf(caipNetworkId) } } })
  }

  return (
    <StatusLayout
      picture={<NetworkImage network={network} size={80} />}
      pictureShape="circle"
      waiting={false}
      title={t('switchChain.title', { name })}
      subtitle={t('switchChain.subtitle', { name })}
      actions={<Button onClick={connect}>{t('switchChain.switch')}</Button>}
    />
  )
}
