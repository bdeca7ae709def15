import { RESTORE_SYNC_TIMEOUT_MS } from '../constants'
import type { ChainNamespace } from '../events/caip'
import { serializeError, VestibuleError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import { definePlugin } from '../plugins/definePlugin'

/**
 * A stored connection reads as connecting from the start (SPEC §4); its connector plugin then
 * syncs it. If no plugin takes it up in time (its wallet is gone, or its connector is no longer
 * installed), this ends the wait with SPEC §8's 'No connector found for connection', so the status
 * never stays connecting. Storage is left as it was: the next visit tries again.
 */
export const restoreWatchdogPlugin = definePlugin({
  name: 'core/restore-watchdog',
  version: '1.0.0',
  kind: 'core',
  setup(ctx) {
    const synced = new Set<ChainNamespace>()
    ctx.on('connection/sync-started', ({ payload }) => void synced.add(payload.namespace))
    ctx.on('storage/restored', event => {
      const { connectionStatus, connectorIds } = event.payload.snapshot
      if (connectionStatus !== 'connected') return
      const timer = setTimeout(() => {
        const state = ctx.getState()
        for (const [namespace, connectorId] of Object.entries(connectorIds) as [ChainNamespace, string][]) {
          if (synced.has(namespace) || state.accounts[namespace]?.status !== 'connecting' || state.activeConnectorIds[namespace] !== connectorId) continue
          const error = new VestibuleError(ThrownMessages.NO_CONNECTOR_FOR_CONNECTION, { details: `No installed connector restored "${connectorId}"` })
          ctx.dispatch({ type: 'connection/failed', payload: { connectorId, namespace, error: serializeError(error), rejected: false } }, { cause: event })
        }
      }, RESTORE_SYNC_TIMEOUT_MS)
      ctx.signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
    })
  },
})
