import { SIGN_OUT_TIMEOUT_MS } from '../constants'
import type { ChainNamespace } from '../events/caip'
import type { ActionContext } from './actionContext'
import { awaitOutcome } from './awaitOutcome'

export type DisconnectParameters = {
  readonly namespace?: ChainNamespace
  /** A wallet of the namespace's connection records other than the one in use (the active connector by default). */
  readonly connectorId?: string
}

/**
 * Disconnects the active connector of a namespace (the active namespace by default), or another
 * wallet of its connection records (`connectorId`); other namespaces stay connected. Its plugin
 * signs out with the wallet; SPEC §4 waits at most 3 s for that, then the state is cleared anyway.
 *
 * @example
 * await appKit.disconnect()                                                   // the wallet in use
 * await appKit.disconnect({ namespace: 'solana' })                            // Solana's, EVM stays
 * await appKit.disconnect({ namespace: 'eip155', connectorId: 'walletConnect' }) // a wallet kept beside it
 */
export async function disconnect(ctx: ActionContext, parameters: DisconnectParameters = {}): Promise<void> {
  const state = ctx.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  if (!namespace) return
  const connectorId = parameters.connectorId ?? state.activeConnectorIds[namespace]
  // Another wallet than the one in use: only one the namespace's records hold.
  if (!connectorId || (parameters.connectorId && !state.connections[namespace]?.some(record => record.connectorId === connectorId))) return
  await awaitOutcome<void>(
    ctx.events$,
    () => ctx.dispatch({ type: 'connection/disconnect-requested', payload: { namespace, connectorId } }),
    event => (event.type === 'connection/disconnected' && event.payload.namespace === namespace ? { value: undefined } : undefined),
    {
      ms: SIGN_OUT_TIMEOUT_MS,
      onTimeout: () => {
        ctx.dispatch({ type: 'connection/disconnected', payload: { namespace, connectorId } })
        return { value: undefined }
      },
    },
    ctx.signal,
  )
}
