import { useEffect } from 'react'
import { Button } from '../../components/Button/Button'
import { StatusLayout } from '../../components/StatusLayout/StatusLayout'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { startConnection } from '../../connect/startConnection'
import { useConnectionAttempt } from '../../connect/useConnectionAttempt'
import { translateStateText, useT } from '../../i18n'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectConnectors, selectModal } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { viewDataString } from '../shared/viewData'
import { internalsOf } from '../../../core/appkit/appKitInternals'

/** SPEC §2 ConnectingExternal: the wallet is asked to connect; a decline or failure offers a retry. */
export function ConnectingExternalView() {
  const appKit = useAppKitInstance()
  const connectorId = viewDataString(useAppKitSelector(selectModal).data, 'connectorId') ?? ''
  const connector = useAppKitSelector(selectConnectors).find(c => c.id === connectorId)
  const attempt = useConnectionAttempt(connectorId)
  const t = useT()
  const name = connector?.name ?? t('connecting.yourWallet')

  // Opened by name (not from the Connect view), nothing has asked the wallet yet.
  useEffect(() => {
    // A past state shown by the devtools must not start a connection: no wallet prompt while travelling.
    if (internalsOf(appKit).timeTravel.active) return
    // Asked of the live state: React runs a view's effects in a task after the one that drew it, and
    // the wallet's answer can come in between, closing the modal and ending the attempt; asking then
    // would ask the wallet a second time.
    const { modal, connectionAttempts } = appKit.getState()
    const shown = modal.isOpen && modal.view === 'ConnectingExternal' && viewDataString(modal.data, 'connectorId') === connectorId
    if (shown && !connectionAttempts[connectorId]) startConnection(appKit, connectorId)
  }, [appKit, connectorId])

  const retry = () => startConnection(appKit, connectorId)
  const picture = <WalletImage name={connector?.name ?? connectorId} src={connector?.imageUrl} size={80} />

  if (attempt?.status === 'declined') {
    return (
      <StatusLayout
        picture={picture}
        waiting={false}
        tone="error"
        title={t('connecting.declined')}
        subtitle={t('connecting.declinedHint')}
        actions={
          <Button icon="refresh" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  if (attempt?.status === 'failed') {
    return (
      <StatusLayout
        picture={picture}
        waiting={false}
        tone="error"
        title={translateStateText(t, attempt.message)}
        actions={
          <Button icon="refresh" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }
  return <StatusLayout picture={picture} waiting title={t('connecting.continueIn', { name })} subtitle={t('connecting.acceptInWallet')} />
}
