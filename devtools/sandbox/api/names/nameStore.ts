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

/**
 * `seed`: names the sandbox starts with (its named accounts), there again after `clear()`, so a
 * lookup (Send's receiver field, say) finds them and a registration cannot take them.
 */
export function createNameStore(seed: readonly StoredName[] = []): NameStore {
  const names = new Map<string, StoredName>()
  const add = (entry: StoredName) => void names.set(entry.name.toLowerCase(), entry)
  const reset = () => {
    names.clear()
    seed.forEach(add)
  }
  reset()
  return {
    byName: name => names.get(name.toLowerCase()),
    // Newest first: a registered name is the one an identity lookup shows, over a seeded one.
    byAddress: address =>
      [...names.values()].filter(entry => entry.address.toLowerCase() === address.toLowerCase()).sort((a, b) => b.registered - a.registered),
    add,
    clear: reset,
  }
}

/** The sandbox identities' names as stored names under coin type 60 (SLIP-44 Ethereum), as the real service keys them. */
export function identityNames(identities: Readonly<Record<string, { readonly name: string | null }>>): StoredName[] {
  return Object.entries(identities).flatMap(([address, identity]) =>
    identity.name ? [{ name: identity.name.toLowerCase(), address, coinType: 60, registered: 0 }] : [],
  )
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
