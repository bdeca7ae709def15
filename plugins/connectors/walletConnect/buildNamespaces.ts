import type { CaipNetwork } from 'vestibule/plugin'

/** A CAIP-25 namespace as the WalletConnect clients take it, with the RPC each chain reads from. */
export interface WalletConnectNamespace {
  readonly chains: string[]
  readonly methods: string[]
  readonly events: string[]
  /** By chain reference (`'1'`, not `'eip155:1'`): the form UniversalProvider looks up. */
  readonly rpcMap: Record<string, string>
}

export type WalletConnectNamespaces = Record<string, WalletConnectNamespace>

/** AppKit's `universalProviderConfigOverride`: each given part replaces ours, namespace by namespace. */
export interface NamespacesOverride {
  readonly methods?: Readonly<Record<string, readonly string[]>> | undefined
  readonly chains?: Readonly<Record<string, readonly string[]>> | undefined
  readonly events?: Readonly<Record<string, readonly string[]>> | undefined
  /** By chain reference (`'1'`) or CAIP-2 id (`'eip155:1'`). */
  readonly rpcMap?: Readonly<Record<string, string>> | undefined
}

/** What the dapp may ask of each namespace's wallet (the methods AppKit proposes). */
const METHODS: Readonly<Record<string, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendRawTransaction',
    'eth_sendTransaction',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_showCallsStatus',
    'wallet_getCallsStatus',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
}

const EVENTS: Readonly<Record<string, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
}

/** The events AppKit proposes for every other namespace (Solana, Bitcoin, …). */
const DEFAULT_EVENTS = ['accountsChanged', 'chainChanged'] as const

/**
 * The session proposal's namespaces, one per namespace of the configured networks (CAIP-2 chain
 * ids, in the app's order). They go out as optional namespaces: a wallet approves the chains it
 * has, and a wallet lacking one still connects (AppKit does the same).
 *
 * @example
 * buildNamespaces([mainnet, base])
 * // { eip155: { chains: ['eip155:1', 'eip155:8453'], methods: [...], events: [...], rpcMap: { '1': '…', '8453': '…' } } }
 */
export function buildNamespaces(networks: readonly CaipNetwork[], override: NamespacesOverride = {}): WalletConnectNamespaces {
  const namespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; rpcMap: Record<string, string> }> = {}
  for (const network of networks) {
    const namespace = (namespaces[network.chainNamespace] ??= {
      chains: [],
      methods: [...(METHODS[network.chainNamespace] ?? [])],
      events: [...(EVENTS[network.chainNamespace] ?? DEFAULT_EVENTS)],
      rpcMap: {},
    })
    if (namespace.chains.includes(network.caipNetworkId)) continue
    namespace.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (rpcUrl) namespace.rpcMap[String(network.id)] = rpcUrl
  }
  for (const [name, namespace] of Object.entries(namespaces)) {
    if (override.methods?.[name]) namespace.methods = [...override.methods[name]]
    if (override.chains?.[name]) namespace.chains = [...override.chains[name]]
    if (override.events?.[name]) namespace.events = [...override.events[name]]
  }
  for (const [key, url] of Object.entries(override.rpcMap ?? {})) {
    const [name, reference] = key.includes(':') ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] : [undefined, key]
    for (const [namespaceName, namespace] of Object.entries(namespaces)) {
      if (name === undefined ? namespace.chains.includes(`${namespaceName}:${reference}`) : name === namespaceName) namespace.rpcMap[reference] = url
    }
  }
  return namespaces
}
