import type { Account, ConnectionRecord, RecentWallet } from '../schemas/entities'

const sameAddress = (a: Account, b: Account) => a.address.toLowerCase() === b.address.toLowerCase()

/**
 * SPEC §3: auth connectors replace their record; others merge accounts by case-insensitive
 * address (a re-seen address takes its new type); a connector with no accounts left is removed.
 */
export function upsertConnection(
  records: readonly ConnectionRecord[],
  update: { connectorId: string; accounts: readonly Account[]; auth?: boolean },
): ConnectionRecord[] {
  const existing = records.find(r => r.connectorId === update.connectorId)
  const accounts =
    update.auth || !existing ? [...update.accounts] : [...existing.accounts.filter(a => !update.accounts.some(u => sameAddress(a, u))), ...update.accounts]
  const others = records.filter(r => r.connectorId !== update.connectorId)
  return accounts.length === 0 ? others : [...others, { connectorId: update.connectorId, accounts }]
}

/** The wallet reported its full account list: it replaces the record (empty removes it). */
export function replaceConnectionAccounts(records: readonly ConnectionRecord[], connectorId: string, accounts: readonly Account[]): ConnectionRecord[] {
  return upsertConnection(
    records.filter(r => r.connectorId !== connectorId),
    { connectorId, accounts },
  )
}

export function removeConnection(records: readonly ConnectionRecord[], connectorId: string): ConnectionRecord[] {
  return records.filter(r => r.connectorId !== connectorId)
}

/** SPEC §3: at most `max`, newest first, no duplicates by id. */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet, max: number): RecentWallet[] {
  return [wallet, ...list.filter(w => w.id !== wallet.id)].slice(0, max)
}
