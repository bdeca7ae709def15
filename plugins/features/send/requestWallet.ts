import { awaitOutcome, VestibuleError, type ChainNamespace, type JsonValue, type PluginContext } from 'vestibule/plugin'

/** The wallet's refusal or failure, as `rpc/failed` carried it. */
export class WalletRequestError extends VestibuleError {
  constructor(
    message: string,
    readonly rejected: boolean,
  ) {
    super(message)
  }
}

let nextRequestId = 0

/**
 * Asks the connected wallet of `namespace` (through its connector, as `appKit.request` does) and
 * resolves with its JSON answer; a refusal rejects with `rejected` set.
 */
export function requestWallet(ctx: PluginContext, namespace: ChainNamespace, method: string, params: JsonValue[]): Promise<JsonValue> {
  nextRequestId += 1
  const requestId = `send-${nextRequestId}`
  return awaitOutcome<JsonValue>(
    ctx.events$,
    () => ctx.dispatch({ type: 'rpc/requested', payload: { requestId, namespace, method, params } }),
    event => {
      if (event.type === 'rpc/succeeded' && event.payload.requestId === requestId) return { value: event.payload.result }
      if (event.type === 'rpc/failed' && event.payload.requestId === requestId) {
        return { error: new WalletRequestError(event.payload.error.shortMessage, event.payload.rejected) }
      }
      return undefined
    },
    undefined,
    ctx.signal,
  ).catch(error => {
    throw error instanceof WalletRequestError ? error : new VestibuleError(error instanceof Error ? error.message : String(error))
  })
}
