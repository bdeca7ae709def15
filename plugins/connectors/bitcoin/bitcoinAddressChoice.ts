import type { Account, VestibuleStorage } from 'vestibule/plugin'

/** Per Bitcoin connector id, the address the visitor made the account's (SwitchAddress). */
const CHOICE_KEY = '@vestibule/bitcoin/selected_addresses'

declare module 'vestibule' {
  interface VestibuleStorageMap {
    /** Connector id → the address chosen among its connection's (payment, ordinal); read back defensively. */
    '@vestibule/bitcoin/selected_addresses': Record<string, string>
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `accounts` with `address` first, when it is one of them: a connection's account is its first
 * address (core's reducer), so the order is the choice. Otherwise the wallet's order stays.
 *
 * @example
 * withAddressFirst([{ address: 'bcrt1q…', type: 'payment' }, { address: 'bcrt1p…', type: 'ordinal' }], 'bcrt1p…')
 * // [{ address: 'bcrt1p…', type: 'ordinal' }, { address: 'bcrt1q…', type: 'payment' }]
 */
export function withAddressFirst(accounts: readonly Account[], address: string | undefined): Account[] {
  const chosen = address === undefined ? undefined : accounts.find(account => account.address === address)
  return chosen ? [chosen, ...accounts.filter(account => account !== chosen)] : [...accounts]
}

/**
 * The chosen address of each Bitcoin connection, in the page's storage: a reload restores it
 * without asking the wallet (it still grants both addresses), and a disconnect forgets it.
 */
export function bitcoinAddressChoice(storage: VestibuleStorage) {
  // Storage is a boundary: another script, an older version or a hand may have written anything.
  const all = (): Record<string, unknown> => {
    const stored: unknown = storage.get(CHOICE_KEY)
    return isRecord(stored) ? stored : {}
  }
  const strings = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  return {
    read(connectorId: string): string | undefined {
      const address = all()[connectorId]
      return typeof address === 'string' ? address : undefined
    },
    write(connectorId: string, address: string): void {
      storage.set(CHOICE_KEY, { ...strings(all()), [connectorId]: address })
    },
    forget(connectorId: string): void {
      const { [connectorId]: _forgotten, ...rest } = strings(all())
      storage.set(CHOICE_KEY, Object.keys(rest).length > 0 ? rest : undefined)
    },
  }
}
