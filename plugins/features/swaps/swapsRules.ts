import { SWAP_CHAIN_IDS, SWAP_SLIPPAGE_PERCENT } from './swapsConstants'

/** How the convert API names a chain's native coin (AppKit's and 1inch's convention). */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Whether a CAIP-10 token address is the native coin: sent as value, read with eth_getBalance, never approved. */
export function isNativeToken(caip10: string): boolean {
  return caip10.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

/** SPEC §9: whether a CAIP-2 network is one of the swap networks. */
export function isSwapNetwork(caipNetworkId: string | null | undefined): boolean {
  if (!caipNetworkId?.startsWith('eip155:')) return false
  return SWAP_CHAIN_IDS.includes(Number(caipNetworkId.slice('eip155:'.length)))
}

/** Why an amount cannot be swapped, as a message key of the swaps namespace. */
export type AmountProblem = 'amountRequired' | 'amountZero' | 'amountInvalid' | 'tooManyDecimals' | 'insufficientBalance'

/**
 * Parses a typed amount into base units: a plain decimal with at most `decimals` fraction digits,
 * above zero and within the balance when it is known.
 */
export function parseSwapAmount(text: string, decimals: number, balance?: bigint): { ok: true; value: bigint } | { ok: false; problem: AmountProblem } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, problem: 'amountRequired' }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed)
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, problem: 'amountInvalid' }
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return { ok: false, problem: 'tooManyDecimals' }
  const value = BigInt(`${match[1] || '0'}${fraction.padEnd(decimals, '0')}`)
  if (value === 0n) return { ok: false, problem: 'amountZero' }
  if (balance !== undefined && value > balance) return { ok: false, problem: 'insufficientBalance' }
  return { ok: true, value }
}

/** SPEC §5: the allowance counts only when it is at least the amount scaled by the token decimals. */
export function isAllowanceEnough(allowance: bigint, amount: string, decimals: number): boolean {
  const parsed = parseSwapAmount(amount, decimals)
  return parsed.ok && allowance >= parsed.value
}

/** The quote less the slippage tolerance (SPEC §9: 1%), in basis points so it stays exact. */
export function minimumReceived(toAmount: bigint, slippagePercent = SWAP_SLIPPAGE_PERCENT): bigint {
  return (toAmount * BigInt(10_000 - Math.round(slippagePercent * 100))) / 10_000n
}

/** Base units as a decimal string (no rounding, trailing zeros dropped). */
export function formatBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Percent lost against spot prices: 1 - (value out / value in), never below 0. */
export function priceImpactPercent(valueInUsd: number, valueOutUsd: number): number | null {
  if (!(valueInUsd > 0) || !(valueOutUsd >= 0)) return null
  return Math.max(0, (1 - valueOutUsd / valueInUsd) * 100)
}
