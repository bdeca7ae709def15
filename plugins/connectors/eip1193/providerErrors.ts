import { ChainErrorCodes, USER_REJECTED_CODE } from 'vestibule/plugin'

/** The EIP-1193 error code of a provider error; wallets nest it in different places. */
export function providerErrorCode(error: unknown): number | undefined {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } }; cause?: unknown } | null
  if (typeof e?.code === 'number') return e.code
  if (typeof e?.data?.originalError?.code === 'number') return e.data.originalError.code
  if (e?.cause && e.cause !== error) return providerErrorCode(e.cause)
  return undefined
}

/** EIP-1193 4001: the visitor said no. */
export const isUserRejection = (error: unknown) => providerErrorCode(error) === USER_REJECTED_CODE

/** EIP-3326: the wallet does not know the chain (some wallets report it as -32603 with a message). */
export function isUnrecognizedChain(error: unknown): boolean {
  const code = providerErrorCode(error)
  if (code === ChainErrorCodes.UNRECOGNIZED_CHAIN) return true
  return code === -ChainErrorCodes.INVALID_CHAIN_ID && /unrecognized chain|wallet_addEthereumChain/i.test(String((error as Error)?.message))
}
