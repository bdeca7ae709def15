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

/**
 * SPEC §4 and §8's chain error codes: the wallet does not know the chain, so the app adds it.
 * 4902 is EIP-3326's "unrecognized chain"; wallets also answer 5000 (WalletConnect's default) and
 * -32603 (an internal error some wallets give for an unknown chain id), as AppKit handles them.
 */
export function isUnrecognizedChain(error: unknown): boolean {
  const code = providerErrorCode(error)
  if (code === undefined) return false
  return code === ChainErrorCodes.UNRECOGNIZED_CHAIN || code === ChainErrorCodes.DEFAULT || Math.abs(code) === ChainErrorCodes.INVALID_CHAIN_ID
}
