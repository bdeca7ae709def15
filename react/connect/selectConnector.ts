import type { AppKit, ConnectorInfo } from '../../core'
import { startConnection } from './startConnection'

/** What choosing a wallet row does: WalletConnect shows its pairing view; any other connector is asked at once. */
export function selectConnector(appKit: AppKit, connector: ConnectorInfo): void {
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
