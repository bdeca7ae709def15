import { parseUnits } from 'viem'
import { isEvmAddress } from 'vestibule/plugin'
import type { PayParameters } from './payState'

/**
 * Why a payment request cannot be paid, as SPEC §8's send texts ('An amount and receiver address
 * are required', 'A token is required'), or undefined when it can: an EVM recipient, a native or
 * ERC-20 asset, and an amount above zero within the asset's decimals.
 */
export function payRequestProblem(parameters: PayParameters): string | undefined {
  if (!isEvmAddress(parameters.recipient)) return 'An amount and receiver address are required'
  if (parameters.asset !== 'native' && !isEvmAddress(parameters.asset)) return 'A token is required'
  if (!/^\d+(\.\d+)?$/.test(parameters.amount.trim())) return 'An amount and receiver address are required'
  if ((parameters.amount.trim().split('.')[1] ?? '').length > parameters.decimals) return 'An amount and receiver address are required'
  if (parseUnits(parameters.amount.trim(), parameters.decimals) <= 0n) return 'An amount and receiver address are required'
  return undefined
}
