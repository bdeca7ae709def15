import { useEffect } from 'react'
import { isPairingLive } from '../../../core'
import { copyWithSnackbar } from '../../clipboard/copyWithSnackbar'
import { Button } from '../../components/Button/Button'
import { QrCode } from '../../components/QrCode/QrCode'
import { StatusLayout } from '../../components/StatusLayout/StatusLayout'
import { ListingImage } from '../../components/WalletImage/ListingImage'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { startConnection } from '../../connect/startConnection'
import { useConnectionAttempt } from '../../connect/useConnectionAttempt'
import { walletLink, type WalletLink } from '../../connect/walletLinks'
import { translateStateText, useT } from '../../i18n'
import { en } from '../../locales/en'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectPairing, selectWalletConnectConnector } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { isMobileBrowser } from '../../connect/isMobileBrowser'
import { actionsClass } from '../../components/StatusLayout/StatusLayout.styles'
import { hintClass, pairingClass } from './WalletConnectPairing.styles'
import { useWalletListing } from './useWalletListing'
import { internalsOf } from '../../../core/appkit/appKitInternals'

export interface WalletConnectPairingProps {
  /** The directory wallet picked, for its icon in the QR code and its deep links. */
  readonly walletId?: string | undefined
}

/**
 * A WalletConnect pairing: the URI as a QR code with the wallet's icon in the middle, a copy
 * button, and the wallet's deep links. The connector replaces the URI before it expires (SPEC
 * §4); this only asks for one when none is on show and no attempt is under way.
 */
export function WalletConnectPairing({ walletId }: WalletConnectPairingProps) {
  const appKit = useAppKitInstance()
  const connector = useAppKitSelector(selectWalletConnectConnector)
  const pairing = useAppKitSelector(selectPairing)
  const attempt = useConnectionAttempt(connector?.id ?? '')
  const wallet = useWalletListing(walletId)
  const t = useT()
  const uri = connector && pairing?.connectorId === connector.id ? pairing.uri : undefined

  const connectorId = connector?.id
  const request = () => {
    if (connectorId) startConnection(appKit, connectorId, walletId)
  }
  // Asked once per wallet shown; after a failure the visitor's retry asks again.
  useEffect(() => {
    // A past state shown by the devtools must not start a pairing.
    if (!connectorId || internalsOf(appKit).timeTravel.active) return
    // The live state, not the render's: effects can run after the wallet answered and the modal
    // closed on the connection (see ConnectingExternalView); a closed modal asks for no pairing.
    const state = appKit.getState()
    if (!state.modal.isOpen) return
    if (!isPairingLive(state.pairing, connectorId, appKit.now()) && state.connectionAttempts[connectorId]?.status !== 'pending') request()
  }, [appKit, connectorId, walletId])

  const name = wallet?.name ?? connector?.name ?? 'WalletConnect'
  // The listing's picture when the pairing is for a directory wallet, else the connector's icon.
  const image = (size: number) => (wallet ? <ListingImage listing={wallet} size={size} /> : <WalletImage name={name} src={connector?.imageUrl} size={size} />)
  const picture = image(connector ? 56 : 80)
  if (!connector) return <StatusLayout picture={picture} waiting={false} tone="error" title={t('thrown.WALLET_CONNECT_CONNECTOR_NOT_FOUND')} />
  if (attempt?.status === 'declined' || attempt?.status === 'failed') {
    return (
      <StatusLayout
        picture={picture}
        waiting={false}
        tone="error"
        title={attempt.status === 'declined' ? t('connecting.declined') : translateStateText(t, attempt.message)}
        subtitle={attempt.status === 'declined' ? t('connecting.declinedHint') : undefined}
        actions={
          <Button icon="refresh" onClick={request}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    )
  }

  const mobile = isMobileBrowser()
  const links: { label: string; link: WalletLink | undefined }[] = uri
    ? [
        { label: t('walletConnect.open', { name }), link: walletLink(mobile ? wallet?.mobile_link : wallet?.desktop_link, uri) },
        { label: t('walletConnect.openWebApp'), link: walletLink(wallet?.webapp_link, uri) },
      ]
    : []
  const choose = (link: WalletLink) => appKit.dispatch({ type: 'pairing/deeplink-chosen', payload: { href: link.base, name } })

  return (
    <div className={pairingClass}>
      <QrCode value={uri} size={mobile ? 240 : 280} logo={image(56)} label={uri ? t('walletConnect.qrFor', { name }) : t('walletConnect.qrMaking')} />
      <p className={hintClass}>{mobile ? t('walletConnect.scanOnMobile', { name }) : t('walletConnect.scan')}</p>
      <div className={actionsClass}>
        {links.map(
          ({ label, link }) =>
            link && (
              <Button key={label} href={link.href} onClick={() => choose(link)}>
                {label}
              </Button>
            ),
        )}
        <Button icon="copy" variant="neutral" disabled={!uri} onClick={() => uri && copyWithSnackbar(appKit, uri, en['snackbar.linkCopied'])}>
          {t('walletConnect.copyLink')}
        </Button>
      </div>
    </div>
  )
}
