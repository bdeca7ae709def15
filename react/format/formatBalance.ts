import { BALANCE_DISPLAY_DECIMALS, TESTNET_BALANCE_DISPLAY } from '../../core/constants'

export interface FormatBalanceParameters {
  readonly balance: string | undefined
  readonly symbol: string | undefined
  /** SPEC §9: testnets show `0.00`, whatever the balance. */
  readonly testnet?: boolean
  readonly decimals?: number
}

const PLAIN_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * The balance as the account button and view show it: SPEC §9's 3 decimals, then the symbol; on
 * a testnet SPEC §9's `0.00`.
 * Extra digits are cut, not rounded, so a balance is never shown larger than it is (AppKit floors
 * too). The balance is a decimal string (state holds no bigint), cut as text so no float drifts.
 *
 * @example
 * formatBalance({ balance: '10000', symbol: 'ETH' })        // '10000.000 ETH'
 * formatBalance({ balance: '1.23456', symbol: 'ETH' })      // '1.234 ETH'
 * formatBalance({ balance: '5', symbol: 'ETH', testnet: true }) // '0.00 ETH'
 */
export function formatBalance({ balance, symbol, testnet = false, decimals = BALANCE_DISPLAY_DECIMALS }: FormatBalanceParameters): string {
  const amount = testnet ? TESTNET_BALANCE_DISPLAY : toFixedDown(balance, decimals)
  return symbol ? `${amount} ${symbol}` : amount
}

function zero(decimals: number): string {
  return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'
}

function toFixedDown(balance: string | undefined, decimals: number): string {
  if (balance === undefined) return zero(decimals)
  const match = PLAIN_DECIMAL.exec(balance.trim())
  if (!match || (!match[2] && !match[3])) {
    // Exponent notation or garbage: go through Number, still cutting rather than rounding.
    const value = Number(balance)
    if (!Number.isFinite(value)) return zero(decimals)
    const factor = 10 ** decimals
    return (Math.trunc(value * factor) / factor).toFixed(decimals)
  }
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0'
  const fraction = (match[3] ?? '').slice(0, decimals).padEnd(decimals, '0')
  const negative = match[1] === '-' && /[1-9]/.test(whole + fraction)
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`
}
