import { REQUEST_TIMEOUT_MS } from '../constants'
import { ActionTimeoutError, VestibuleError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import type { ChainNamespace } from '../events/caip'
import type { JsonValue } from '../events/eventMap'
import type { ActionContext } from './actionContext'
import { awaitOutcome } from './awaitOutcome'

export type RequestParameters = {
  readonly method: string
  readonly params?: readonly JsonValue[]
  /** Defaults to the active namespace. */
  readonly namespace?: ChainNamespace
}

let nextRequestId = 0

/**
 * Sends a request to the wallet behind the active connector (EIP-1193 style) and resolves with
 * its result; a rejection by the visitor carries code 4001. Rejects with an `ActionTimeoutError`
 * when the wallet has not answered within 2 minutes (SPEC §9), and with 'Request was aborted' when
 * the instance is destroyed first.
 *
 * @example
 * const chainId = await appKit.request({ method: 'eth_chainId' })
 */
export function request<T extends JsonValue = JsonValue>(ctx: ActionContext, parameters: RequestParameters): Promise<T> {
  const namespace = parameters.namespace ?? ctx.getState().activeNamespace
  if (!namespace || ctx.getState().accounts[namespace]?.status !== 'connected') {
    return Promise.reject(new VestibuleError(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS))
  }
  nextRequestId += 1
  const requestId = `r${nextRequestId}`
  const payload = { requestId, namespace, method: parameters.method, params: [...(parameters.params ?? [])] }
  return awaitOutcome<T>(
    ctx.events$,
    () => ctx.dispatch({ type: 'rpc/requested', payload }),
    event => {
      if (event.type === 'rpc/succeeded' && event.payload.requestId === requestId) return { value: event.payload.result as T }
      if (event.type === 'rpc/failed' && event.payload.requestId === requestId) {
        const { error, rejected } = event.payload
        return {
          error: new VestibuleError(rejected ? 'User rejected the request.' : error.shortMessage, {
            details: error.details,
            code: error.code ?? (rejected ? 4001 : undefined),
          }),
        }
      }
      return undefined
    },
    {
      ms: REQUEST_TIMEOUT_MS,
      // The wallet may still show its prompt: only the caller stops waiting, the log keeps its answer.
      onTimeout: () => ({ error: new ActionTimeoutError({ action: parameters.method, timeoutMs: REQUEST_TIMEOUT_MS }) }),
    },
    ctx.signal,
  )
}
