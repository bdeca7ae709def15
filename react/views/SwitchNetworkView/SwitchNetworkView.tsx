import { Button } from '../../components/Button/Button'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { StatusLayout } from '../../components/StatusLayout/StatusLayout'
import { useT } from '../../i18n'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectModal, selectOptions } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { viewDataCaipNetworkId } from '../shared/viewData'

/**
 * SPEC §4 SwitchNetwork: the wallet is asked to switch. Its answer moves the router (back on
 * success and on failure), so this view only waits; 'Try again' re-asks when the wallet's prompt
 * was lost without an answer.
 */
export function SwitchNetworkView() {
  const appKit = useAppKitInstance()
  const caipNetworkId = viewDataCaipNetworkId(useAppKitSelector(selectModal).data)
  const network = useAppKitSelector(selectOptions)?.networks.find(n => n.caipNetworkId === caipNetworkId)
  const t = useT()

  const retry = () => {
    if (!caipNetworkId) return
    // The request pushes SwitchNetwork again; step back first so history keeps one entry for it.
    appKit.dispatch({ type: 'router/went-back', payload: {} })
    appKit.switchNetwork({ network: caipNetworkId }).catch(() => undefined)
  }

  return (
    <StatusLayout
      picture={<NetworkImage network={network} size={80} />}
      pictureShape="circle"
      waiting
      title={t('switchNetwork.approve')}
      subtitle={t('switchNetwork.accept')}
      actions={
        <Button icon="refresh" variant="neutral" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  )
}
