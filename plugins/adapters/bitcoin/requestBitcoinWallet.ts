import { awaitOutcome, ThrownMessages, USER_REJECTED_CODE, VestibuleError, type JsonValue, type PluginContext } from 'vestibule/plugin'

let nextRequestId = 0

/**
 * One of the Bitcoin connector's requests (`rpc/requested`), for the provider of `connectorId`: it
 * reaches the wallet only through the connector, whose checks and log every request passes, as
 * `appKit.request` does. A refusal rejects with EIP-1193's 4001; a provider whose wallet is not the
 * one in use rejects with 'No ActiveCaipAddress found'.
 *
 * @example
 * await requestBitcoinWallet(ctx, 'bip122:Xverse', 'signMessage', [{ address, message: 'Hello' }]) // { address, signature: 'AkcwRAIg…' }
 */
export function requestBitcoinWallet(ctx: PluginContext, connectorId: string, method: string, params: JsonValue[]): Promise<JsonValue> {
  const state = ctx.getState()
  if (state.activeConnectorIds.bip122 !== connectorId || state.accounts.bip122?.status !== 'connected') {
    return Promise.reject(new VestibuleError(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS, { details: `${connectorId} is not the connected Bitcoin wallet` }))
  }
  nextRequestId += 1
  const requestId = `adapters/bitcoin-${nextRequestId}`
  return awaitOutcome<JsonValue>(
    ctx.events$,
    () => ctx.dispatch({ type: 'rpc/requested', payload: { requestId, namespace: 'bip122', method, params } }),
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
