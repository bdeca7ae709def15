import { useEffect } from 'react'
import { intentWorkDone, type AppKit, type ChainNamespace, type ConnectorInfo, type VestibuleState } from '../../../core'
import { Spinner } from '../../components/Spinner/Spinner'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { startConnection } from '../../connect/startConnection'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectConnectionAttempts, selectConnectors } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { cx } from '../../styles/cx'
import { buttonBaseClass } from '../shared/buttonBase.styles'
import { useDocumentStyles } from '../shared/useDocumentStyles'
import { useIntentHandlers } from '../shared/useIntentHandlers'
import { useThemeAttributes } from '../shared/useThemeAttributes'
import { findWalletConnector, walletDisplayName } from './findWalletConnector'
import { walletButtonClass } from './WalletButton.styles'

export interface WalletButtonProps {
  /** AppKit's wallet id (`metamask`, `walletConnect`, …), or a connector's id, rdns or name. */
  readonly wallet: string
  /** Looks for the wallet among that namespace's connectors only. */
  readonly namespace?: ChainNamespace
  readonly disabled?: boolean
}

const selectConnectedConnectorIds = (state: VestibuleState) =>
  Object.entries(state.activeConnectorIds)
    .filter(([namespace]) => state.accounts[namespace as ChainNamespace]?.status === 'connected')
    .map(([, connectorId]) => connectorId)
    .join(' ')

function reportUnknownWallet(appKit: AppKit, wallet: string, namespace: ChainNamespace | undefined): void {
  const known = appKit
    .getConnectors()
    .filter(connector => !namespace || connector.chain === namespace)
    .map(connector => `"${connector.id}" (${connector.name})`)
  appKit.logger.error(
    `<appkit-wallet-button wallet="${wallet}">: this page has no wallet "${wallet}"${namespace ? ` for ${namespace}` : ''}. ` +
      `Give an AppKit wallet id (metamask, walletConnect, …) or a connector's id, rdns or name; the page has ${known.length ? known.join(', ') : 'no connector'}.`,
  )
}

/**
 * The wallet's connector once the page's wallets are known: browser wallets are read from their
 * announcements on the visitor's intent (issue 11), so before it a wallet is missing only for now.
 */
async function discoverWallet(appKit: AppKit, wallet: string, namespace: ChainNamespace | undefined): Promise<ConnectorInfo | undefined> {
  await appKit.ready
  await intentWorkDone(appKit.registry)
  return findWalletConnector(appKit.getConnectors(), wallet, namespace)
}

/** Connects that wallet at once (no Connect view); WalletConnect opens on its QR code. */
function connectWallet(appKit: AppKit, connector: ConnectorInfo): void {
  if (connector.type === 'WALLET_CONNECT') {
    void appKit.open({ view: 'ConnectingWalletConnect', data: { connectorId: connector.id } })
  }
  startConnection(appKit, connector.id)
}

/**
 * AppKit's `<appkit-wallet-button>`: one wallet's image and name; a click connects that wallet
 * directly, and once connected through it the button opens the Account view. A wallet id the page
 * does not have says so in the console (once the plugins are set up, and on click).
 *
 * @example
 * <WalletButton wallet="metamask" />
 */
export function WalletButton({ wallet, namespace, disabled }: WalletButtonProps) {
  useDocumentStyles()
  const appKit = useAppKitInstance()
  const connector = findWalletConnector(useAppKitSelector(selectConnectors), wallet, namespace)
  const attempts = useAppKitSelector(selectConnectionAttempts)
  const connectedIds = useAppKitSelector(selectConnectedConnectorIds)
  const pending = connector ? attempts[connector.id]?.status === 'pending' : false
  const connected = connector ? connectedIds.split(' ').includes(connector.id) : false
  const found = connector !== undefined
  useEffect(() => {
    // After the visitor's intent, a wallet still missing once the announcements are read is unknown.
    if (found || !appKit.intentShown()) return
    let current = true
    void discoverWallet(appKit, wallet, namespace).then(discovered => {
      if (current && !discovered) reportUnknownWallet(appKit, wallet, namespace)
    })
    return () => {
      current = false
    }
  }, [appKit, wallet, namespace, found])
  const onClick = () => {
    if (connected) void appKit.open({ view: 'Account' })
    else if (connector) connectWallet(appKit, connector)
    else {
      // Clicked before the wallets were read (a click is intent too): connect once they are.
      appKit.showIntent()
      void discoverWallet(appKit, wallet, namespace).then(discovered =>
        discovered ? connectWallet(appKit, discovered) : reportUnknownWallet(appKit, wallet, namespace),
      )
    }
  }
  const name = connector?.name ?? walletDisplayName(wallet)
  return (
    <button
      type="button"
      className={cx(buttonBaseClass, walletButtonClass)}
      data-vestibule-button="wallet"
      data-loading={pending ? '' : undefined}
      data-connected={connected ? '' : undefined}
      disabled={disabled}
      aria-busy={pending || undefined}
      {...useThemeAttributes()}
      {...useIntentHandlers()}
      onClick={onClick}
    >
      {/* The image is the name's picture: the button is named once, by its text. */}
      <span aria-hidden="true">
        {pending ? <Spinner size={16} /> : <WalletImage name={name} src={connector?.imageUrl} imageId={connector?.imageId} size={22} />}
      </span>
      {name}
    </button>
  )
}
