/** A JSON-RPC error the local Solana RPC answers with (codes as a validator's). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const methodNotFound = (method: string) => new SolanaRpcError(-32601, `Method not found: ${method}`)
export const invalidParams = (detail: string) => new SolanaRpcError(-32602, `Invalid params: ${detail}`)
