/**
 * ENSIP-11 coin type of an EVM chain (https://docs.ens.domains/ensip/11):
 * `0x80000000 | chainId`, which only exists for chain ids below 2^31 (SPEC §5).
 */
import { MAX_CHAIN_ID } from '../constants'
import { VestibuleError } from '../errors/VestibuleError'

/**
 * Converts an EVM chain id to its ENSIP-11 coin type.
 *
 * @throws VestibuleError when the chain id is above 2147483647, negative or not an integer.
 *
 * @example
 * ```ts
 * chainIdToCoinType(10) // 2147483658
 * ```
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId > MAX_CHAIN_ID) {
    throw new VestibuleError('Invalid chainId', {
      details: `Chain id ${chainId} must be an integer from 0 to ${MAX_CHAIN_ID}.`,
    })
  }
  return (0x80000000 | chainId) >>> 0
}
