import { CHAIN_NAMESPACES } from '../constants'
import type { CaipNetworkId, ChainNamespace } from '../events/caip'
import type { RecentWallet } from '../state/entities'
import type { VestibuleStorage } from './createStorage'
import { connectorIdKey, StorageKeys } from './storageKeys'

/** What start-up reads from browser storage (SPEC §3), already validated. */
export interface StoredSnapshot {
  readonly activeNamespace: ChainNamespace | null
  readonly activeCaipNetworkId: CaipNetworkId | null
  readonly connectedNamespaces: readonly ChainNamespace[]
  readonly connectionStatus: 'disconnected' | 'connecting' | 'connected' | null
  /** The connector each namespace was connected through, for the silent reconnect. */
  readonly connectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
  readonly disconnectedConnectorIds: Readonly<Partial<Record<ChainNamespace, readonly string[]>>>
  readonly recentWallets: readonly RecentWallet[]
}

/** What a first visit restores: nothing. Read without zod, since no stored value needs checking. */
export const EMPTY_SNAPSHOT: StoredSnapshot = {
  activeNamespace: null,
  activeCaipNetworkId: null,
  connectedNamespaces: [],
  connectionStatus: null,
  connectorIds: {},
  disconnectedConnectorIds: {},
  recentWallets: [],
}

/** Whether any key start-up reads holds a value (then it must be validated before restore). */
export function hasStoredSnapshot(storage: VestibuleStorage): boolean {
  const keys = [
    StorageKeys.CONNECTED_NAMESPACES,
    StorageKeys.ACTIVE_NAMESPACE,
    StorageKeys.ACTIVE_CAIP_NETWORK_ID,
    StorageKeys.CONNECTION_STATUS,
    StorageKeys.DISCONNECTED_CONNECTOR_IDS,
    StorageKeys.RECENT_WALLETS,
    ...CHAIN_NAMESPACES.map(connectorIdKey),
  ]
  return keys.some(key => storage.get(key) !== undefined)
}
