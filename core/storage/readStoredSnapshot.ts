// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { CHAIN_NAMESPACES, RECENT_WALLETS_MAX } from '../constants'
import type { CaipNetworkId, ChainNamespace } from '../events/caip'
import type { StoredSnapshot } from '../schemas/storedSnapshot'
import { caipNetworkIdSchema, chainNamespaceSchema, connectionStatusSchema, formatIssues, parseWith, recentWalletSchema } from '../schemas'
import type { StorageLogger, VestibuleStorage } from './createStorage'
import { connectorIdKey, StorageKeys, type StorageKey } from './storageKeys'

const connectorIdSchema = z.string().check(z.minLength(1))
const disconnectedConnectorIdsSchema = z.partialRecord(chainNamespaceSchema, z.array(z.string()))
const recentWalletsSchema = z.array(recentWalletSchema)

/**
 * Reads every key start-up needs from browser storage (SPEC §3), validated with zod: statically in
 * development builds, from a lazy chunk in production ones and only when something is stored. Storage is a boundary: another
 * script, an extension or an older version may have written anything under our keys, so each value
 * is checked against its schema and one that does not fit is dropped and logged ("Storage failures
 * are only logged"), never thrown: a bad value must not stop the page from starting.
 *
 * @example
 * const snapshot = readStoredSnapshot(storage, logger.child('storage'))
 */
export function readStoredSnapshot(storage: VestibuleStorage, logger: StorageLogger): StoredSnapshot {
  const read = <T>(key: StorageKey, schema: z.ZodMiniType<T>): T | null => {
    const value: unknown = storage.get(key)
    if (value === undefined) return null
    const parsed = parseWith(schema, value)
    if (parsed.success) return parsed.data
    logger.warn(`Ignored a malformed "${key}" in storage (${formatIssues(parsed.issues)})`)
    return null
  }

  // SPEC §3: a comma list. Names this build does not know are dropped one by one, the rest kept.
  const namespaceList = read(StorageKeys.CONNECTED_NAMESPACES, z.string()) ?? ''
  const listed = namespaceList === '' ? [] : namespaceList.split(',')
  const connectedNamespaces = listed.filter((ns): ns is ChainNamespace => (CHAIN_NAMESPACES as readonly string[]).includes(ns))
  if (connectedNamespaces.length < listed.length) {
    logger.warn(
      `Ignored unknown namespaces in "${StorageKeys.CONNECTED_NAMESPACES}" in storage: ${listed.filter(ns => !connectedNamespaces.includes(ns as ChainNamespace)).join(', ')}`,
    )
  }

  const connectorIds: Partial<Record<ChainNamespace, string>> = {}
  for (const namespace of CHAIN_NAMESPACES) {
    const id = read(connectorIdKey(namespace), connectorIdSchema)
    if (id) connectorIds[namespace] = id
  }
  return {
    activeNamespace: read(StorageKeys.ACTIVE_NAMESPACE, chainNamespaceSchema),
    activeCaipNetworkId: read(StorageKeys.ACTIVE_CAIP_NETWORK_ID, caipNetworkIdSchema) as CaipNetworkId | null,
    connectedNamespaces,
    connectionStatus: read(StorageKeys.CONNECTION_STATUS, connectionStatusSchema),
    connectorIds,
    disconnectedConnectorIds: read(StorageKeys.DISCONNECTED_CONNECTOR_IDS, disconnectedConnectorIdsSchema) ?? {},
    recentWallets: (read(StorageKeys.RECENT_WALLETS, recentWalletsSchema) ?? []).slice(0, RECENT_WALLETS_MAX),
  }
}
