import { filter, firstValueFrom, map, take } from 'rxjs'
import type { JsonValue, PluginContext, SerializedError } from 'vestibule/plugin'

let nextRequestId = 0

/** A wallet refusal or error, carrying what `rpc/failed` said. */
export class WalletRequestError extends Error {
  constructor(
    readonly serialized: SerializedError,
    readonly rejected: boolean,
  ) {
    super(serialized.shortMessage)
  }
}

/**
 * Asks the connected wallet (through the connector plugin, by `rpc/requested`) and resolves with its
 * answer; the request and its outcome land in the event log like any other.
 */
export function walletRequest<T extends JsonValue>(ctx: PluginContext, method: string, params: JsonValue[]): Promise<T> {
  nextRequestId += 1
  const requestId = `swaps-${nextRequestId}`
  const outcome = firstValueFrom(
    ctx.events$.pipe(
      filter(event => (event.type === 'rpc/succeeded' || event.type === 'rpc/failed') && event.payload.requestId === requestId),
      take(1),
      map(event => {
        if (event.type === 'rpc/succeeded') return event.payload.result as T
        const failed = event as Extract<typeof event, { type: 'rpc/failed' }>
        throw new WalletRequestError(failed.payload.error, failed.payload.rejected)
      }),
    ),
  )
  ctx.dispatch({ type: 'rpc/requested', payload: { requestId, namespace: 'eip155', method, params } })
  return outcome
}
