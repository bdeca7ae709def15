import { CHAIN_NAMESPACES } from '../constants'
import { definePlugin } from '../plugins/definePlugin'
import type { VestibuleState } from '../state/state'
import type { VestibuleStorage } from '../storage/createStorage'
import { connectorIdKey, STORAGE_KEY_PREFIX, StorageKeys } from '../storage/storageKeys'

/** Writes the SPEC §3 storage keys from state, so a reload can restore the connection. */
function persistState(storage: VestibuleStorage, state: VestibuleState): void {
  const connected = CHAIN_NAMESPACES.filter(ns => state.accounts[ns]?.status === 'connected')
  storage.set(StorageKeys.CONNECTED_NAMESPACES, connected.join(','))
  storage.set(StorageKeys.CONNECTION_STATUS, connected.length > 0 ? 'connected' : 'disconnected')
  for (const namespace of CHAIN_NAMESPACES) {
    storage.set(connectorIdKey(namespace), state.activeConnectorIds[namespace])
  }
  storage.set(StorageKeys.ACTIVE_NAMESPACE, state.activeNamespace ?? undefined)
  storage.set(StorageKeys.ACTIVE_CAIP_NETWORK_ID, state.activeCaipNetworkId ?? undefined)
  if (state.activeCaipNetworkId) storage.set(StorageKeys.LAST_USED_CHAIN, state.activeCaipNetworkId)
  storage.set(StorageKeys.RECENT_WALLETS, [...state.recentWallets])
  storage.set(StorageKeys.DISCONNECTED_CONNECTOR_IDS, structuredClone(state.disconnectedConnectorIds) as Record<string, string[]>)
}

/**
 * The core's own plugin: storage is a side effect, so it lives in a plugin, not in a reducer.
 *
 * It also follows the other tabs of the site: a `storage` event (fired in every other tab of the
 * origin when one writes) under our keys makes this tab take up what was stored, so a connect or a
 * disconnect in one tab shows in the others, and no tab keeps a stale connection that its next write
 * would store again, undoing the other's.
 */
export const persistencePlugin = definePlugin({
  name: 'core/storage',
  version: '1.0.0',
  kind: 'core',
  setup(ctx) {
    ctx.on(['connection/succeeded', 'connection/accounts-changed', 'connection/disconnected', 'network/switched', 'network/switch-requested'], () =>
      persistState(ctx.storage, ctx.getState()),
    )

    // One write of another tab is several keys, each its own event: they are taken up together, once.
    let scheduled = false
    const onStorage = (event: StorageEvent) => {
      // `key` is null when the other tab cleared the whole storage.
      if ((event.key !== null && !event.key.startsWith(STORAGE_KEY_PREFIX)) || scheduled) return
      scheduled = true
      // Loaded on the first change another tab makes: the validating reader (zod) stays lazy.
      void import('./takeUpOtherTab')
        .finally(() => {
          scheduled = false
        })
        .then(module => module.takeUpOtherTab(ctx))
        .catch(error => ctx.logger.warn('Could not take up a change of another tab', error))
    }
    globalThis.addEventListener?.('storage', onStorage)
    ctx.signal.addEventListener('abort', () => globalThis.removeEventListener?.('storage', onStorage), { once: true })
  },
})
