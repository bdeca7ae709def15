const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * A fiat (USD) value as the modal shows it: SPEC §9 numbers en-US with 2 decimals.
 *
 * @example
 * formatFiat(1234.5) // '$1,234.50'
 */
export function formatFiat(value: number): string {
  return usd.format(Number.isFinite(value) ? value : 0)
}
