import { CHAIN_NAMESPACES, isEvmAddress, type Account, type CaipNetworkId, type ChainNamespace } from 'vestibule/plugin'

/** The part of a WalletConnect session this connector reads (CAIP-10 accounts per namespace). */
export interface SessionNamespaces {
  readonly [namespace: string]: { readonly accounts: readonly string[]; readonly chains?: readonly string[] }
}

export interface NamespaceAccounts {
  readonly namespace: ChainNamespace
  readonly accounts: Account[]
  /** The CAIP-2 chains the wallet approved, in its order. */
  readonly chains: CaipNetworkId[]
}

const isNamespace = (value: string): value is ChainNamespace => (CHAIN_NAMESPACES as readonly string[]).includes(value)

/** An account the wallet sent is a boundary: eip155 addresses are checked, the rest must be non-empty. */
const isAddress = (namespace: ChainNamespace, address: string) => (namespace === 'eip155' ? isEvmAddress(address) : address.length > 0)

/**
 * The accounts of every approved namespace, from the session's CAIP-10 ids
 * (`eip155:1:0xabc…`): one account per address (a wallet lists it once per chain), and the
 * approved chains. Namespaces the app does not serve and malformed ids are left out.
 *
 * @example
 * sessionAccounts({ eip155: { accounts: ['eip155:1:0xab…', 'eip155:10:0xab…'] } }, ['eip155'])
 * // [{ namespace: 'eip155', accounts: [{ address: '0xab…', type: 'eoa' }], chains: ['eip155:1', 'eip155:10'] }]
 */
export function sessionAccounts(namespaces: SessionNamespaces, served: readonly ChainNamespace[]): NamespaceAccounts[] {
  const result: NamespaceAccounts[] = []
  for (const [key, value] of Object.entries(namespaces)) {
    // A namespace key may itself be a chain (`eip155:1`), CAIP-25 allows both forms.
    const namespace = key.split(':')[0]!
    if (!isNamespace(namespace) || !served.includes(namespace)) continue
    const addresses: string[] = []
    const chains: CaipNetworkId[] = []
    for (const id of value.accounts) {
      const [ns, reference, address] = id.split(':')
      if (ns !== namespace || !reference || !address || !isAddress(namespace, address)) continue
      const chain = `${ns}:${reference}` as CaipNetworkId
      if (!chains.includes(chain)) chains.push(chain)
      if (!addresses.some(a => a.toLowerCase() === address.toLowerCase())) addresses.push(address)
    }
    if (addresses.length === 0) continue
    const existing = result.find(r => r.namespace === namespace)
    const accounts = addresses.map(address => ({ address, type: 'eoa' as const }))
    if (existing) {
      existing.accounts.push(...accounts.filter(a => !existing.accounts.some(e => e.address.toLowerCase() === a.address.toLowerCase())))
      existing.chains.push(...chains.filter(c => !existing.chains.includes(c)))
    } else {
      result.push({ namespace, accounts, chains })
    }
  }
  return result
}
