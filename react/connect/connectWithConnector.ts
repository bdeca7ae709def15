import type { AppKit, ConnectorInfo } from '../../core'
import { startConnection } from './startConnection'

/**
 * What choosing a connector does: WalletConnect opens its QR view; any other connector shows
 * ConnectingExternal and asks the wallet.
 */
export function connectWithConnector(appKit: AppKit, connector: ConnectorInfo): void {
  if (connector.type === 'WALLET_CONNECT') {
    appKit.dispatch({ type: 'router/pushed', payload: { view: 'ConnectingWalletConnect', data: { connectorId: connector.id } } })
    // Asked now, not when the view mounts after its transition; a pairing already on show is kept.
    startConnection(appKit, connector.id)
    return
  }
  // Pushed first: a wallet that answers at once then finds the connecting view, which the reducer closes.
  appKit.dispatch({ type: 'router/pushed', payload: { view: 'ConnectingExternal', data: { connectorId: connector.id } } })
  startConnection(appKit, connector.id)
}
