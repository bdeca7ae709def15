import { CHAIN_NAMESPACES } from '../constants'
import type { ChainNamespace } from '../events/caip'
import type { EventInput } from '../events/eventMap'
import type { VestibuleState } from '../state/state'
import type { StoredSnapshot } from '../schemas/storedSnapshot'

/** Whether the stored snapshot holds `namespace` as connected (SPEC §3: status, list and connector id agree). */
function storedConnector(snapshot: StoredSnapshot, namespace: ChainNamespace): string | undefined {
  if (snapshot.connectionStatus !== 'connected' || !snapshot.connectedNamespaces.includes(namespace)) return undefined
  const connectorId = snapshot.connectorIds[namespace]
  return connectorId && !snapshot.disconnectedConnectorIds[namespace]?.includes(connectorId) ? connectorId : undefined
}

/**
 * What this tab does when another tab of the site changed the stored connection (a `storage`
 * event): a namespace connected here but no longer stored as connected was disconnected there, so
 * it ends here too (locally: the other tab told the wallet already); a namespace stored as connected
 * but idle here was connected there, so it is restored as a reload restores it (a sync that never
 * prompts, SPEC §4). A namespace connecting here (a connect or a sync under way) is left alone.
 *
 * @example
 * for (const event of crossTabChanges(readStoredSnapshot(storage, logger), ctx.getState())) ctx.dispatch(event)
 */
export function crossTabChanges(snapshot: StoredSnapshot, state: VestibuleState): EventInput[] {
  const events: EventInput[] = []
  const restore: Partial<Record<ChainNamespace, string>> = {}
  for (const namespace of CHAIN_NAMESPACES) {
    const status = state.accounts[namespace]?.status
    const stored = storedConnector(snapshot, namespace)
    const here = state.activeConnectorIds[namespace]
    if (status === 'connected' && here && !stored) events.push({ type: 'connection/disconnected', payload: { connectorId: here, namespace } })
    else if (stored && status !== 'connected' && status !== 'connecting') restore[namespace] = stored
  }
  if (Object.keys(restore).length > 0) {
    // The other tab's network is taken only when nothing here is connected: it comes with its connection.
    const idle = CHAIN_NAMESPACES.every(namespace => state.accounts[namespace]?.status !== 'connected')
    events.push({
      type: 'storage/restored',
      payload: {
        snapshot: {
          ...snapshot,
          connectorIds: restore,
          activeNamespace: idle ? snapshot.activeNamespace : null,
          activeCaipNetworkId: idle ? snapshot.activeCaipNetworkId : null,
        },
      },
    })
  }
  return events
}
