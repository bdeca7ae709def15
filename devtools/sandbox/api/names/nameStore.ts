/** The fixed domain suffix of registered names (SPEC §9: "a fixed domain suffix"), as the hosted service uses it. */
export const SANDBOX_NAME_SUFFIX = '.reown.id'

export interface StoredName {
  /** The full name, suffix included. */
  readonly name: string
  readonly address: string
  readonly coinType: number
  readonly registered: number
}

/** Registered names, for real: what POST /v1/profile/account stored, read back by every lookup. */
export interface NameStore {
  byName(name: string): StoredName | undefined
  byAddress(address: string): StoredName[]
  add(entry: StoredName): void
  clear(): void
}

export function createNameStore(): NameStore {
  const names = new Map<string, StoredName>()
  return {
    byName: (name) => names.get(name.toLowerCase()),
    byAddress: (address) => [...names.values()].filter((entry) => entry.address.toLowerCase() === address.toLowerCase()),
    add: (entry) => void names.set(entry.name.toLowerCase(), entry),
    clear: () => names.clear(),
  }
}

/** SPEC §7 NameRecord: name, registered, updated, addresses by coin type, attributes. */
export function toNameRecord(entry: StoredName) {
  return {
    name: entry.name,
    registered: entry.registered,
    updated: entry.registered,
    addresses: { [String(entry.coinType)]: { address: entry.address } },
    attributes: [],
  }
}
