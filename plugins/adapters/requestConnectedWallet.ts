import { awaitOutcome, ThrownMessages, USER_REJECTED_CODE, VestibuleError, type ChainNamespace, type JsonValue, type PluginContext } from 'vestibule/plugin'

let nextRequestId = 0

/** Which wallet a request goes to: the namespace's connected one, named for the refusal's details. */
export interface ConnectedWallet {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  /** 'Solana', 'Bitcoin': says whose wallet is not the one in use. */
  readonly chainName: string
}

/**
 * One of a connector's requests (`rpc/requested`), for the provider an adapter hands out for
 * `connectorId`: it reaches the wallet only through the connector, whose checks (SPEC §3
 * payloads, SPEC §6 methods) and log (redacted) every request passes, as `appKit.request` does. A
 * refusal rejects with EIP-1193's 4001, as AppKit's providers do; a provider whose wallet is not
 * the one in use rejects with 'No ActiveCaipAddress found'.
 *
 * @example
 * await requestConnectedWallet(ctx, { namespace: 'solana', connectorId: 'solana:Phantom', chainName: 'Solana' }, 'solana_signMessage', [{ message: '3yZe7d', pubkey }]) // { signature: '5VER…' }
 */
export function requestConnectedWallet(ctx: PluginContext, wallet: ConnectedWallet, method: string, params: JsonValue[]): Promise<JsonValue> {
  const { namespace, connectorId } = wallet
  const state = ctx.getState()
  if (state.activeConnectorIds[namespace] !== connectorId || state.accounts[namespace]?.status !== 'connected') {
    return Promise.reject(
      new VestibuleError(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS, { details: `${connectorId} is not the connected ${wallet.chainName} wallet` }),
    )
  }
  nextRequestId += 1
  const requestId = `adapters/${namespace}-${nextRequestId}`
  return awaitOutcome<JsonValue>(
    ctx.events$,
    () => ctx.dispatch({ type: 'rpc/requested', payload: { requestId, namespace, method, params } }),
    event => {
      if (event.type === 'rpc/succeeded' && event.payload.requestId === requestId) return { value: event.payload.result }
      if (event.type === 'rpc/failed' && event.payload.requestId === requestId) {
        const { error, rejected } = event.payload
        return {
          error: new VestibuleError(rejected ? 'User rejected the request.' : error.shortMessage, {
            details: error.details,
            code: error.code ?? (rejected ? USER_REJECTED_CODE : undefined),
          }),
        }
      }
      return undefined
    },
    undefined,
    ctx.signal,
  )
}
