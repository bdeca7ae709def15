import { UserMessages, VestibuleError } from '../errors'
import type { CaipNetworkId } from '../events/caip'
import type { CaipNetwork } from '../state/entities'
import type { ActionContext } from './actionContext'
import { awaitOutcome } from './awaitOutcome'

export type SwitchNetworkParameters = { readonly network: CaipNetwork | CaipNetworkId }

/**
 * Switches the active network; with a connected wallet, the wallet is asked (SPEC §4).
 *
 * @example
 * await appKit.switchNetwork({ network: 'eip155:8453' })
 */
export function switchNetwork(ctx: ActionContext, { network }: SwitchNetworkParameters): Promise<void> {
  const caipNetworkId = typeof network === 'string' ? network : network.caipNetworkId
  if (!ctx.getState().options?.networks.some(n => n.caipNetworkId === caipNetworkId)) {
    return Promise.reject(new VestibuleError(UserMessages.NETWORK_NOT_FOUND, { details: `${caipNetworkId} is not in the networks option` }))
  }
  if (ctx.getState().activeCaipNetworkId === caipNetworkId && !ctx.getState().unsupportedNetwork) return Promise.resolve()
  const namespace = caipNetworkId.slice(0, caipNetworkId.indexOf(':')) as keyof ReturnType<ActionContext['getState']>['accounts']
  if (ctx.getState().accounts[namespace]?.status !== 'connected') {
    ctx.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId } })
    return Promise.resolve()
  }
  return awaitOutcome(ctx.events$, () => ctx.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId } }), event => {
    if (event.type === 'network/switched' && event.payload.caipNetworkId === caipNetworkId) return { value: undefined }
    if (event.type === 'network/switch-failed' && event.payload.caipNetworkId === caipNetworkId) {
      return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details, code: event.payload.error.code }) }
    }
    return undefined
  })
}
