import { BaseError } from 'viem'

/**
 * EIP-1193 ProviderRpcError: an Error with a numeric `code` (and optional `data`),
 * which is how dapps and connectors tell a user rejection from a failure.
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** EIP-1193 4001. */
export const userRejected = (): ProviderRpcError => new ProviderRpcError(4001, 'User rejected the request.')

/** EIP-1193 4100. */
export const unauthorized = (): ProviderRpcError => new ProviderRpcError(4100, 'The requested method and/or account has not been authorized by the user.')

/** EIP-1193 4200. */
export const unsupportedMethod = (method: string): ProviderRpcError =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)

/** EIP-1193 4900. */
export const disconnected = (): ProviderRpcError => new ProviderRpcError(4900, 'The Provider is disconnected from all chains.')

/** EIP-3326 4902: the wallet does not know the chain; the dapp should wallet_addEthereumChain it. */
export const unrecognizedChain = (chainIdHex: string): ProviderRpcError =>
  new ProviderRpcError(4902, `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`)

/** JSON-RPC -32602. */
export const invalidParams = (detail: string): ProviderRpcError => new ProviderRpcError(-32602, `Invalid parameters: ${detail}`)

/**
 * Turns anything thrown while serving a request into a ProviderRpcError, keeping
 * the JSON-RPC code of a node error (viem wraps it; `walk` finds the cause with a code).
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const coded = error.walk(cause => typeof (cause as { code?: unknown }).code === 'number') as { code: number; message: string; shortMessage?: string } | null
    return new ProviderRpcError(coded?.code ?? -32603, error.shortMessage, { details: error.details })
  }
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
}
