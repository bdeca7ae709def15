/**
 * Maps viem transport errors to ours, so an HTTP error, a timeout and an RPC
 * error each surface as a distinct class (SPEC §8).
 */
import { BaseError, HttpRequestError, RpcError as ViemRpcError, RpcRequestError, TimeoutError as ViemTimeoutError } from 'viem'
import * as ThrownMessages from '../errors/thrownMessages'
import { HttpError, RpcError, TimeoutError } from '../errors/httpErrors'
import { VestibuleError } from '../errors/VestibuleError'

export type MapTransportErrorParameters = {
  /** The timeout in force, reported on TimeoutError. */
  timeoutMs: number
}

/**
 * Converts whatever a viem transport threw into a VestibuleError subclass.
 *
 * @example
 * ```ts
 * try {
 *   return await transport.request({ method, params })
 * } catch (error) {
 *   throw mapTransportError(error, { timeoutMs: RPC_TIMEOUT_MS })
 * }
 * ```
 */
export function mapTransportError(error: unknown, { timeoutMs }: MapTransportErrorParameters): VestibuleError {
  if (error instanceof VestibuleError) return error
  if (error instanceof BaseError) {
    const timeout = error.walk(e => e instanceof ViemTimeoutError)
    if (timeout instanceof ViemTimeoutError) {
      return new TimeoutError({ timeoutMs, url: timeout.url, cause: error })
    }
    // viem re-wraps codes it does not know as -1, so read the node's own error.
    const rpcRequest = error.walk(e => e instanceof RpcRequestError)
    if (rpcRequest instanceof RpcRequestError) {
      return new RpcError({
        code: rpcRequest.code,
        message: rpcRequest.details,
        data: rpcRequest.data,
        url: rpcRequest.url,
        cause: error,
      })
    }
    const http = error.walk(e => e instanceof HttpRequestError)
    if (http instanceof HttpRequestError) {
      return new HttpError({
        status: http.status,
        url: http.url,
        body: http.details || undefined,
        cause: error,
      })
    }
    const rpc = error.walk(e => e instanceof ViemRpcError)
    if (rpc instanceof ViemRpcError) {
      return new RpcError({ code: rpc.code, message: rpc.details || rpc.shortMessage, cause: error })
    }
  }
  if (isAbortError(error)) return new VestibuleError(ThrownMessages.REQUEST_ABORTED, { cause: error })
  return new VestibuleError(ThrownMessages.UNKNOWN_ERROR, { cause: error })
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}
