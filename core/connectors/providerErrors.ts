import { ChainErrorCodes, USER_REJECTED_CODE } from '../errors'

/** The numeric code of a wallet error; wallets nest it in different places (EIP-1193 and others). */
export function providerErrorCode(error: unknown): number | undefined {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } }; cause?: unknown } | null
  if (typeof e?.code === 'number') return e.code
  if (typeof e?.data?.originalError?.code === 'number') return e.data.originalError.code
  if (e?.cause && e.cause !== error) return providerErrorCode(e.cause)
  return undefined
}

/** EIP-1193 4001 (the code AppKit uses for every namespace): the visitor said no. */
export const isUserRejection = (error: unknown): boolean => providerErrorCode(error) === USER_REJECTED_CODE

/** EIP-3326: the wallet does not know the chain (some wallets report it as -32603 with a message). */
export function isUnrecognizedChain(error: unknown): boolean {
  const code = providerErrorCode(error)
  if (code === ChainErrorCodes.UNRECOGNIZED_CHAIN) return true
  return code === -ChainErrorCodes.INVALID_CHAIN_ID && /unrecognized chain|wallet_addEthereumChain/i.test(String((error as Error)?.message))
}
