import { filter, firstValueFrom, map, take } from 'rxjs'
import { VestibuleError, type JsonValue, type PluginContext, type SerializedError } from 'vestibule/plugin'
import { WALLET_REQUEST_TIMEOUT_MS } from './swapsConstants'

let nextRequestId = 0

/** A wallet refusal or error, carrying what `rpc/failed` said. */
export class WalletRequestError extends VestibuleError {
  constructor(
    readonly serialized: SerializedError,
    readonly rejected: boolean,
  ) {
    super(serialized.shortMessage)
  }
}

/**
 * The wallet did not answer in time. The request is still open in the wallet, which may yet send
 * the transaction: `late` settles with its answer whenever it comes, so it is followed, never asked again.
 */
export class WalletTimeoutError<T> extends VestibuleError {
  constructor(readonly late: Promise<T>) {
    super('The wallet did not answer in time')
    this.name = 'WalletTimeoutError'
  }
}

/**
 * Asks the connected wallet (through the connector plugin, by `rpc/requested`) and resolves with its
 * answer; the request and its outcome land in the event log like any other. Rejects with a
 * WalletTimeoutError after `timeoutMs`, whose `late` keeps the wallet's eventual answer.
 */
export function walletRequest<T extends JsonValue>(ctx: PluginContext, method: string, params: JsonValue[], timeoutMs = WALLET_REQUEST_TIMEOUT_MS): Promise<T> {
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
  // The late answer may be a refusal nobody awaits yet: it must not surface as an unhandled rejection.
  outcome.catch(() => undefined)
  ctx.dispatch({ type: 'rpc/requested', payload: { requestId, namespace: 'eip155', method, params } })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WalletTimeoutError(outcome)), timeoutMs)
  })
  return Promise.race([outcome, timeout]).finally(() => clearTimeout(timer))
}
