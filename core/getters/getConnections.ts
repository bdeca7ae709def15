import { splitCaipAddress, type ChainNamespace } from '../events/caip'
import type { CaipNetwork, ConnectorInfo } from '../schemas'
import type { VestibuleState } from '../state/state'
import { namespaceOrActive } from './getAccount'

/** AppKit's `Connection` (appkit-common), as its `useAppKitConnections` formats it: a wallet connected to a namespace. */
export interface AppKitConnection {
  readonly name?: string
  readonly icon?: string
  readonly networkIcon?: string
  readonly recent?: boolean
  readonly accounts: readonly { readonly type?: string; readonly address: string }[]
  readonly caipNetwork?: CaipNetwork
  readonly connectorId: string
}

export interface GetConnectionsReturnType {
  /** The wallets connected to the namespace (the one in use and those kept beside it). */
  readonly connections: readonly AppKitConnection[]
  /** Recent wallets of the namespace this page can reconnect, other than those connected. */
  readonly recentConnections: readonly AppKitConnection[]
}

const NONE: GetConnectionsReturnType = { connections: [], recentConnections: [] }

function describe(connector: ConnectorInfo | undefined, caipNetwork: CaipNetwork | undefined) {
  return {
    ...(connector ? { name: connector.name } : {}),
    ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
    ...(caipNetwork?.assets?.imageUrl ? { networkIcon: caipNetwork.assets.imageUrl } : {}),
  }
}

/**
 * AppKit's multi-wallet connections of a namespace (the active one by default): the connection
 * records (SPEC §3), and the recent wallets whose connector this page has, as `recent` connections
 * without accounts (a recent wallet's addresses are not kept).
 *
 * @example
 * getConnections(appKit.getState(), 'eip155').connections[0]?.accounts[0]?.address // '0xf39F…'
 */
export function getConnections(state: VestibuleState, namespace?: ChainNamespace): GetConnectionsReturnType {
  const ns = namespaceOrActive(state, namespace)
  if (!ns) return NONE
  const networks = state.options?.networks ?? []
  const networkOf = (address: string | undefined) => {
    const account = state.accounts[ns]
    const caipAddress = account?.address?.toLowerCase() === address?.toLowerCase() ? account?.caipAddress : undefined
    const caipNetworkId = caipAddress ? splitCaipAddress(caipAddress).caipNetworkId : undefined
    return networks.find(network => network.caipNetworkId === caipNetworkId)
  }
  const connectorOf = (id: string) => state.connectors.find(connector => connector.id === id)
  const connections = (state.connections[ns] ?? []).map(record => {
    const caipNetwork = networkOf(record.accounts[0]?.address)
    return {
      ...describe(connectorOf(record.connectorId), caipNetwork),
      accounts: record.accounts.map(({ address, type }) => ({ address, type })),
      ...(caipNetwork ? { caipNetwork } : {}),
      connectorId: record.connectorId,
    }
  })
  const connected = new Set([...connections.map(c => c.connectorId), ...(state.activeConnectorIds[ns] ? [state.activeConnectorIds[ns]] : [])])
  const recentConnections = state.recentWallets.flatMap(wallet => {
    const connector = state.connectors.find(c => c.chain === ns && (c.id === wallet.id || (wallet.rdns && c.info?.rdns === wallet.rdns)))
    if (!connector || connected.has(connector.id)) return []
    connected.add(connector.id)
    return [{ ...describe(connector, undefined), name: wallet.name || connector.name, recent: true, accounts: [], connectorId: connector.id }]
  })
  return { connections, recentConnections }
}
