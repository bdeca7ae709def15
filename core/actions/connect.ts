import { CONNECT_TIMEOUT_MS } from '../constants'
import { ActionTimeoutError, VestibuleError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import type { Account } from '../schemas/entities'
import type { ActionContext } from './actionContext'
import { awaitOutcome } from './awaitOutcome'

export type ConnectParameters = {
  readonly connectorId: string
  /** The directory wallet picked, for a connector that serves many (WalletConnect deep links, recent wallets). */
  readonly walletId?: string
}
export type ConnectReturnType = { readonly accounts: readonly Account[]; readonly caipNetworkId: string }
export type ConnectErrorType = VestibuleError | ActionTimeoutError

/**
 * Connects through a registered connector, as the Connect view does. Rejects with an
 * `ActionTimeoutError` ('Failed to connect') when the wallet has not answered within 2 minutes
 * (SPEC §9), with 'Modal closed' when the visitor closes the modal first, and with 'Request was
 * aborted' when the instance is destroyed first.
 *
 * @example
 * const { accounts } = await appKit.connect({ connectorId: 'dev.vestibule.sandbox' })
 */
export function connect(ctx: ActionContext, { connectorId, walletId }: ConnectParameters): Promise<ConnectReturnType> {
  const connector = ctx.getState().connectors.find(c => c.id === connectorId)
  if (!connector)
    return Promise.reject(new VestibuleError(ThrownMessages.NO_CONNECTOR_FOR_CONNECTION, { details: `No connector "${connectorId}" is registered` }))
  const namespace = connector.chain
  return awaitOutcome<ConnectReturnType>(
    ctx.events$,
    () => ctx.dispatch({ type: 'connection/requested', payload: { connectorId, namespace, ...(walletId ? { walletId } : {}) } }),
    event => {
      if (event.type === 'connection/succeeded' && event.payload.connectorId === connectorId) {
        return { value: { accounts: event.payload.accounts, caipNetworkId: event.payload.caipNetworkId } }
      }
      // SPEC §8 'Modal closed': the visitor closed the modal on the attempt (the wallet may still answer; a late answer connects).
      if (event.type === 'modal/closed' && !ctx.getState().modal.isOpen) {
        return { error: new VestibuleError(ThrownMessages.MODAL_CLOSED, { details: 'The visitor closed the modal before the wallet answered' }) }
      }
      if (event.type === 'connection/failed' && event.payload.connectorId === connectorId) {
        const message = event.payload.rejected ? ThrownMessages.CONNECTION_REJECTED : ThrownMessages.FAILED_TO_CONNECT
        return { error: new VestibuleError(message, { details: event.payload.error.message, code: event.payload.error.code }) }
      }
      return undefined
    },
    {
      ms: CONNECT_TIMEOUT_MS,
      // Only the caller stops waiting: the attempt itself goes on (a WalletConnect QR code stays
      // scannable, refreshed as SPEC §4 says), so a late answer still connects the visitor.
      onTimeout: () => ({
        error: new ActionTimeoutError({ action: 'connect', timeoutMs: CONNECT_TIMEOUT_MS, shortMessage: ThrownMessages.FAILED_TO_CONNECT }),
      }),
    },
    ctx.signal,
  )
}
