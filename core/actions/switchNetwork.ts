import { SWITCH_NETWORK_TIMEOUT_MS } from '../constants'
import { ActionTimeoutError, VestibuleError } from '../errors'
import { Alerts } from '../errors/errorMessages'
import * as ThrownMessages from '../errors/thrownMessages'
import * as UserMessages from '../errors/userMessages'
import { caipNetworkIdOf, type NetworkReference } from '../options/caipNetworkIdOf'
import type { ActionContext } from './actionContext'
import { awaitOutcome } from './awaitOutcome'

export type SwitchNetworkParameters = { readonly network: NetworkReference }

/** `{ network }`, or the network itself as AppKit's `switchNetwork(mainnet)` passes it (a network always has an `id`). */
function networkOf(parameters: SwitchNetworkParameters | NetworkReference): unknown {
  return typeof parameters === 'object' && parameters !== null && 'network' in parameters && !('id' in parameters) ? parameters.network : parameters
}

/**
 * Switches the active network; with a connected wallet, the wallet is asked (SPEC §4). A network
 * the app has not configured is 'Network not found' (with SPEC §8's alert); one of a namespace no
 * connector serves, while connected elsewhere, is 'Adapter not found'. Rejects
 * with an `ActionTimeoutError` when the wallet has not answered within 2 minutes (SPEC §9), and
 * with 'Request was aborted' when the instance is destroyed first. The network is named as AppKit's
 * calls name it: a CAIP-2 id, a CAIP network, or a viem `Chain`, bare or as `{ network }`.
 *
 * @example
 * await appKit.switchNetwork(mainnet)
 * await appKit.switchNetwork({ network: 'eip155:8453' })
 */
export function switchNetwork(ctx: ActionContext, parameters: SwitchNetworkParameters | NetworkReference): Promise<void> {
  if (ctx.signal?.aborted) return Promise.reject(new VestibuleError(ThrownMessages.REQUEST_ABORTED, { details: 'The instance was destroyed.' }))
  const caipNetworkId = caipNetworkIdOf(networkOf(parameters))
  if (!caipNetworkId || !ctx.getState().options?.networks.some(n => n.caipNetworkId === caipNetworkId)) {
    // SPEC §8's Network Not Found alert tells the visitor as well as the caller.
    if (ctx.getState().options) ctx.dispatch({ type: 'snackbar/shown', payload: { message: Alerts.SWITCH_NETWORK_NOT_FOUND.shortMessage, variant: 'error' } })
    return Promise.reject(new VestibuleError(UserMessages.NETWORK_NOT_FOUND, { details: `${caipNetworkId ?? 'This value'} is not in the networks option` }))
  }
  if (ctx.getState().activeCaipNetworkId === caipNetworkId && !ctx.getState().unsupportedNetwork) return Promise.resolve()
  const namespace = caipNetworkId.slice(0, caipNetworkId.indexOf(':')) as keyof ReturnType<ActionContext['getState']>['accounts']
  // SPEC §8: a namespace no connector serves has no adapter. Connected elsewhere, the switch would
  // need a wallet of that namespace (SwitchActiveChain), and none could connect.
  const { accounts, connectors } = ctx.getState()
  const connectedElsewhere = Object.entries(accounts).some(([other, account]) => other !== namespace && account?.status === 'connected')
  if (accounts[namespace]?.status !== 'connected' && connectedElsewhere && !connectors.some(connector => connector.chain === namespace)) {
    return Promise.reject(
      new VestibuleError(ThrownMessages.ADAPTER_NOT_FOUND, { details: `No connector serves the ${namespace} namespace of ${caipNetworkId}` }),
    )
  }
  if (ctx.getState().accounts[namespace]?.status !== 'connected') {
    ctx.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId } })
    return Promise.resolve()
  }
  return awaitOutcome(
    ctx.events$,
    () => ctx.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId } }),
    event => {
      if (event.type === 'network/switched' && event.payload.caipNetworkId === caipNetworkId) return { value: undefined }
      if (event.type === 'network/switch-failed' && event.payload.caipNetworkId === caipNetworkId) {
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details, code: event.payload.error.code }) }
      }
      return undefined
    },
    {
      ms: SWITCH_NETWORK_TIMEOUT_MS,
      onTimeout: () => ({ error: new ActionTimeoutError({ action: 'switchNetwork', timeoutMs: SWITCH_NETWORK_TIMEOUT_MS }) }),
    },
    ctx.signal,
  )
}
