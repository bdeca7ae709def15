import type { Transaction } from '../../../../plugins/features/portfolio/portfolioSchemas'
import { dayKey, formatActivityDay } from '../formatPortfolio'

/** A row of the windowed Activity list: a day's title, or a transaction. */
export type ActivityRow =
  | { readonly kind: 'day'; readonly key: string; readonly title: string }
  | { readonly kind: 'transaction'; readonly key: string; readonly transaction: Transaction }

/** Transactions (newest first) grouped by local day, each group led by its title row. */
export function activityRows(transactions: readonly Transaction[], now: Date = new Date()): ActivityRow[] {
  const rows: ActivityRow[] = []
  let day = ''
  for (const transaction of transactions) {
    const key = dayKey(transaction.metadata.minedAt)
    if (key !== day) {
      day = key
      rows.push({ kind: 'day', key: `day ${key}`, title: formatActivityDay(transaction.metadata.minedAt, now) })
    }
    rows.push({ kind: 'transaction', key: transaction.id, transaction })
  }
  return rows
}
