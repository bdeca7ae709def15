// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from '../constants'
import type { CaipNetworkId, ChainNamespace } from '../events/caip'
import { caipNetworkIdSchema, chainNamespaceSchema, connectionStatusSchema, recentWalletSchema } from '../schemas'
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

/** Storage is a boundary: a value another script or an old version wrote is dropped, not trusted. */
function valid<T>(schema: z.ZodMiniType<T>, value: unknown): T | null {
  const result = schema.safeParse(value)
  return result.success ? result.data : null
}

export function readStoredSnapshot(storage: VestibuleStorage): StoredSnapshot {
  const connectedNamespaces = (storage.get(StorageKeys.CONNECTED_NAMESPACES) ?? '')
    .split(',')
    .filter((ns): ns is ChainNamespace => (CHAIN_NAMESPACES as readonly string[]).includes(ns))
  const connectorIds: Partial<Record<ChainNamespace, string>> = {}
  for (const namespace of CHAIN_NAMESPACES) {
    const id = valid(z.string().check(z.minLength(1)), storage.get(connectorIdKey(namespace)))
    if (id) connectorIds[namespace] = id
  }
  return {
    activeNamespace: valid(chainNamespaceSchema, storage.get(StorageKeys.ACTIVE_NAMESPACE)),
    activeCaipNetworkId: valid(caipNetworkIdSchema, storage.get(StorageKeys.ACTIVE_CAIP_NETWORK_ID)) as CaipNetworkId | null,
    connectedNamespaces,
    connectionStatus: valid(connectionStatusSchema, storage.get(StorageKeys.CONNECTION_STATUS)),
    connectorIds,
    disconnectedConnectorIds: valid(z.partialRecord(chainNamespaceSchema, z.array(z.string())), storage.get(StorageKeys.DISCONNECTED_CONNECTOR_IDS)) ?? {},
    recentWallets: (valid(z.array(recentWalletSchema), storage.get(StorageKeys.RECENT_WALLETS)) ?? []).slice(0, 2),
  }
}
