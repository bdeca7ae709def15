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
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_requestAccounts', 'solana_getAccounts', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
}

const EVENTS: Readonly<Record<string, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  bip122: ['bip122_addressesChanged'],
}

/**
 * The session proposal's namespaces, one per namespace of the configured networks (CAIP-2 chain
 * ids, in the app's order). They go out as optional namespaces: a wallet approves the chains it
 * has, and a wallet lacking one still connects (AppKit does the same).
 *
 * @example
 * buildNamespaces([mainnet, base])
 * // { eip155: { chains: ['eip155:1', 'eip155:8453'], methods: [...], events: [...], rpcMap: { '1': '…', '8453': '…' } } }
 */
export function buildNamespaces(networks: readonly CaipNetwork[]): WalletConnectNamespaces {
  const namespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; rpcMap: Record<string, string> }> = {}
  for (const network of networks) {
    const namespace = (namespaces[network.chainNamespace] ??= {
      chains: [],
      methods: [...(METHODS[network.chainNamespace] ?? [])],
      events: [...(EVENTS[network.chainNamespace] ?? [])],
      rpcMap: {},
    })
    if (namespace.chains.includes(network.caipNetworkId)) continue
    namespace.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (rpcUrl) namespace.rpcMap[String(network.id)] = rpcUrl
  }
  return namespaces
}
