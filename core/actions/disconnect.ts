import { SIGN_OUT_TIMEOUT_MS } from '../constants'
import type { ChainNamespace } from '../events/caip'
import type { ActionContext } from './actionContext'
import { awaitOutcome } from './awaitOutcome'

export type DisconnectParameters = { readonly namespace?: ChainNamespace }

/**
 * Disconnects the active connector of a namespace (the active namespace by default). Its plugin
 * signs out with the wallet; SPEC §4 waits at most 3 s for that, then the state is cleared anyway.
 *
 * @example
 * await appKit.disconnect()
 */
export async function disconnect(ctx: ActionContext, parameters: DisconnectParameters = {}): Promise<void> {
  const namespace = parameters.namespace ?? ctx.getState().activeNamespace
  if (!namespace) return
  const connectorId = ctx.getState().activeConnectorIds[namespace]
  if (!connectorId) return
  await awaitOutcome<void>(
    ctx.events$,
    () => ctx.dispatch({ type: 'connection/disconnect-requested', payload: { namespace } }),
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
