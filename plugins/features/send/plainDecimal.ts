/** A number as an API may write it: a sign, digits with an optional point, an optional signed exponent. */
const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/

/** Past this exponent a balance is no amount any chain holds: refused rather than written out in full. */
const MAX_EXPONENT = 400

/**
 * A decimal number as plain text, without exponent: what `parseUnits` and the form read. Balance
 * services answer JSON numbers as text, and a small or large one may come in exponent form
 * (`1.2e-7`, `1.5E+3`), which viem's `parseUnits` cannot read. Worked on the digits as text, so
 * no float rounds a balance. With `maxDecimals`, extra digits are cut, never rounded up: a balance
 * is never made larger than it is. Undefined when the text is not a number.
 *
 * @example
 * toPlainDecimal('1.2e-7')      // '0.00000012'
 * toPlainDecimal('-2.5E+3')     // '-2500'
 * toPlainDecimal('0.123456', 3) // '0.123'
 * toPlainDecimal('12abc')       // undefined
 */
export function toPlainDecimal(text: string, maxDecimals?: number): string | undefined {
  const match = NUMBER.exec(text.trim())
  if (!match) return undefined
  const [, sign = '', integer = '', fraction = '', exponentText = '0'] = match
  if (integer === '' && fraction === '') return undefined
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined
  const digits = integer + fraction
  // Where the point goes in `digits` once the exponent has moved it.
  const point = integer.length + exponent
  let whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0')
  let decimals = point <= 0 ? '0'.repeat(-point) + digits : digits.slice(point)
  if (maxDecimals !== undefined) decimals = decimals.slice(0, maxDecimals)
  whole = whole.replace(/^0+(?=\d)/, '')
  decimals = decimals.replace(/0+$/, '')
  const plain = decimals === '' ? whole : `${whole}.${decimals}`
  return sign === '-' && /[1-9]/.test(plain) ? `-${plain}` : plain
}

/**
 * A balance as base units for comparisons (cut to the token's decimals, as `toPlainDecimal`);
 * 0 when the text is not a non-negative number, so an unreadable balance allows nothing to be sent.
 *
 * @example
 * balanceUnits('1.2e-7', 18) // 120000000000n
 */
export function balanceUnits(balance: string, decimals: number): bigint {
  const plain = toPlainDecimal(balance, decimals)
  if (plain === undefined || plain.startsWith('-')) return 0n
  const [whole = '0', fraction = ''] = plain.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}
