import { formatBalance } from '../../format/formatBalance'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const dayOfYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
const dayWithYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** SPEC §9: totals and fiat values with 2 decimals, numbers en-US. */
export function formatFiat(value: number | undefined): string {
  return usd.format(Number.isFinite(value) ? (value as number) : 0)
}

/** SPEC §9: balances with 3 decimals (cut, not rounded), then the symbol; `decimals` to show more (Bitcoin's 8). */
export function formatTokenAmount(numeric: string, symbol: string, decimals?: number): string {
  return formatBalance({ balance: numeric, symbol, ...(decimals === undefined ? {} : { decimals }) })
}

/** The local calendar day of an ISO time, as a grouping key (`2026-11-24`). */
export function dayKey(iso: string): string {
  const date = new Date(iso)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** SPEC §9: activity dates are short month and day; the year is added when it is not the current one. */
export function formatActivityDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  return (date.getFullYear() === now.getFullYear() ? dayOfYear : dayWithYear).format(date)
}

/** The network explorer's page of a transaction, when the network names an explorer. */
export function explorerTransactionUrl(explorerUrl: string | undefined, hash: string): string | undefined {
  if (!explorerUrl) return undefined
  return `${explorerUrl.replace(/\/+$/, '')}/tx/${hash}`
}
