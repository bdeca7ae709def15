// A wagmi host written as AppKit's docs write one (config.ts: the adapter, then createAppKit), with
// the imports changed to Vestibule's. Only the sandbox's addresses are read from the page.
import { WagmiAdapter } from 'vestibule/adapters/wagmi'
import { defineChain } from 'vestibule/networks'
import { injectedConnector } from 'vestibule/plugins/connectors/injected'
import { walletConnectConnector } from 'vestibule/plugins/connectors/walletConnect'
import { evmNetworks } from 'vestibule/plugins/networks/evm'
import { internalsOf } from 'vestibule/log'
import { createAppKit } from 'vestibule/react'

interface SandboxPage {
  readonly apiUrl: string
  readonly relayUrl?: string
  readonly secureSiteUrl?: string
  readonly projectId?: string
  readonly chains: readonly { readonly chainId: number; readonly name: string; readonly rpcUrl: string }[]
}
const sandbox = (window as unknown as { __VESTIBULE_SANDBOX__: SandboxPage }).__VESTIBULE_SANDBOX__

export const projectId = sandbox.projectId ?? 'vestibule-sandbox'

export const networks = sandbox.chains.map(chain =>
  defineChain({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }),
)

export const wagmiAdapter = new WagmiAdapter({ networks, projectId })

export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'wagmi host', description: 'A wagmi app with Vestibule', url: location.origin, icons: [] },
  // The sandbox's API, relay and embedded wallet's secure site stand in for the hosted ones.
  apiUrl: sandbox.apiUrl,
  blockchainApiUrl: sandbox.apiUrl,
  relayUrl: sandbox.relayUrl,
  secureSiteUrl: sandbox.secureSiteUrl,
  // `?walletConnect`: an integrator who chose the plugins, WalletConnect among them. Without
  // `plugins`, the adapter sets up AppKit's defaults: the browser wallets, WalletConnect (this file
  // imports its entry), the embedded wallet (email and socials are on) and the EVM networks.
  ...(new URLSearchParams(location.search).has('walletConnect') ? { plugins: [injectedConnector(), walletConnectConnector(), evmNetworks()] } : {}),
})
;(window as unknown as { __appKit: typeof appKit }).__appKit = appKit
;(window as unknown as { __appKitInternals: ReturnType<typeof internalsOf> }).__appKitInternals = internalsOf(appKit)
;(window as unknown as { __wagmiConfig: typeof wagmiAdapter.wagmiConfig }).__wagmiConfig = wagmiAdapter.wagmiConfig
