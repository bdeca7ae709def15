import type { AppKit, ConnectorInfo, WalletListing } from '../../core'
import { installedConnectorFor } from '../../core/connectors/walletRules'
import { connectWithConnector } from './connectWithConnector'
import { startConnection } from './startConnection'

/**
 * A directory wallet was chosen: if it is installed (an announced or injected connector has its
 * rdns) the browser wallet is asked, as from the Connect view; otherwise it is reached by
 * WalletConnect, whose view finds the listing by `walletId` (`selectWalletListing`).
 */
export function chooseWallet(appKit: AppKit, listing: WalletListing, connectors: readonly ConnectorInfo[]): void {
  const installed = installedConnectorFor(listing, connectors, appKit.getState().activeNamespace)
  if (installed) return connectWithConnector(appKit, installed)
  appKit.dispatch({ type: 'router/pushed', payload: { view: 'ConnectingWalletConnect', data: { walletId: listing.id } } })
  // The pairing on show (or a fresh one) now serves this wallet: its icon, deep links and recent entry.
  const walletConnect = connectors.find(connector => connector.type === 'WALLET_CONNECT')
  if (walletConnect) startConnection(appKit, walletConnect.id, listing.id)
}
