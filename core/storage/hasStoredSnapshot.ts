import { CHAIN_NAMESPACES } from '../constants'
import type { VestibuleStorage } from './createStorage'
import { connectorIdKey, StorageKeys } from './storageKeys'

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
