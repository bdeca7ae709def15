import { SIGN_OUT_TIMEOUT_MS } from '../constants'
import { VestibuleError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import type { ChainNamespace } from '../events/caip'
import type { ActionContext } from './actionContext'
import { awaitOutcome } from './awaitOutcome'

/** A namespace (AppKit's `disconnect('solana')`), or a namespace and a wallet of its records. */
export type DisconnectParameters = ChainNamespace | DisconnectOptions

export type DisconnectOptions = {
  readonly namespace?: ChainNamespace
  /** A wallet of the namespace's connection records other than the one in use (the active connector by default). */
  readonly connectorId?: string
}

/**
 * Disconnects the active connector of a namespace (the active namespace by default), or another
 * wallet of its connection records (`connectorId`); other namespaces stay connected. Its plugin
 * signs out with the wallet; SPEC §4 waits at most 3 s for that, then the state is cleared anyway.
 * When the wallet's sign-out fails, the connection is forgotten here all the same and the promise
 * rejects with 'Failed to disconnect' (SPEC §8).
 *
 * @example
 * await appKit.disconnect()                                                   // the wallet in use
 * await appKit.disconnect('solana')                                          // Solana's, EVM stays (AppKit's form)
 * await appKit.disconnect({ namespace: 'solana' })                            // the same
 * await appKit.disconnect({ namespace: 'eip155', connectorId: 'walletConnect' }) // a wallet kept beside it
 */
export async function disconnect(ctx: ActionContext, given: DisconnectParameters = {}): Promise<void> {
  const parameters: DisconnectOptions = typeof given === 'string' ? { namespace: given } : given
  const state = ctx.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  if (!namespace) return
  const connectorId = parameters.connectorId ?? state.activeConnectorIds[namespace]
  // Another wallet than the one in use: only one the namespace's records hold.
  if (!connectorId || (parameters.connectorId && !state.connections[namespace]?.some(record => record.connectorId === connectorId))) return
  // The wallet's sign-out failing is reported before the connection is forgotten here.
  let failure: VestibuleError | undefined
  await awaitOutcome<void>(
    ctx.events$,
    () => ctx.dispatch({ type: 'connection/disconnect-requested', payload: { namespace, connectorId } }),
    (event, request) => {
      if (event.type === 'error/raised' && event.meta.causeId === request.meta.id && event.payload.error.shortMessage === ThrownMessages.FAILED_TO_DISCONNECT) {
        failure = new VestibuleError(ThrownMessages.FAILED_TO_DISCONNECT, { details: event.payload.error.details })
      }
      if (event.type !== 'connection/disconnected' || event.payload.namespace !== namespace) return undefined
      return failure ? { error: failure } : { value: undefined }
    },
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
