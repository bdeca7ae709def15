// An ethers v6 host written as AppKit's react-ethers example writes one (config.ts: the adapter,
// then createAppKit), with the imports changed to Vestibule's. Only the sandbox's addresses are
// read from the page.
import { EthersAdapter } from 'vestibule/adapters/ethers'
import { defineChain } from 'vestibule/networks'
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

const ethersAdapter = new EthersAdapter()

export const modal = createAppKit({
  adapters: [ethersAdapter],
  networks,
  projectId,
  metadata: { name: 'ethers host', description: 'An ethers v6 app with Vestibule', url: location.origin, icons: [] },
  themeMode: 'light',
  // The sandbox's API, relay and embedded wallet's secure site stand in for the hosted ones.
  apiUrl: sandbox.apiUrl,
  blockchainApiUrl: sandbox.apiUrl,
  relayUrl: sandbox.relayUrl,
  secureSiteUrl: sandbox.secureSiteUrl,
})
;(window as unknown as { __appKit: typeof modal }).__appKit = modal
