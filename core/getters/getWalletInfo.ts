import type { ConnectorInfo } from '../schemas'
import type { VestibuleState } from '../state/state'

/** AppKit's `ConnectedWalletInfo`: the wallet the active namespace is connected through. */
export interface GetWalletInfoReturnType {
  readonly name: string
  readonly icon: string | undefined
  /** The connector's type, as AppKit's `walletProviderType`. */
  readonly type: ConnectorInfo['type']
  readonly rdns: string | undefined
}

/** The connector the active namespace is connected through. */
function activeConnector(state: VestibuleState): ConnectorInfo | undefined {
  const connectorId = state.activeNamespace ? state.activeConnectorIds[state.activeNamespace] : undefined
  return connectorId ? state.connectors.find(connector => connector.id === connectorId) : undefined
}

/**
 * AppKit's `getWalletInfo`: name, icon and type of the connected wallet, undefined when none is.
 *
 * @example
 * getWalletInfo(appKit.getState())?.name // 'MetaMask'
 */
export function getWalletInfo(state: VestibuleState): GetWalletInfoReturnType | undefined {
  const connector = activeConnector(state)
  return connector ? { name: connector.name, icon: connector.imageUrl, type: connector.type, rdns: connector.info?.rdns } : undefined
}
