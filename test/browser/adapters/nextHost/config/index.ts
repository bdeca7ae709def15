// The wagmi adapter, as AppKit's Next.js example configures it: cookie storage and `ssr`, so the
// server reads the visitor's connection from the request's cookie. Only the sandbox's addresses are
// the test's: on the server from the environment `next start` runs in, in the browser from the page.
import { WagmiAdapter, cookieStorage, createStorage } from 'vestibule/adapters/wagmi'
import { defineChain } from 'vestibule/networks'

export interface SandboxPage {
  readonly apiUrl: string
  readonly relayUrl?: string
  readonly projectId?: string
  readonly chains: readonly { readonly chainId: number; readonly name: string; readonly rpcUrl: string }[]
}

export const sandbox: SandboxPage =
  typeof window === 'undefined'
    ? (JSON.parse(process.env.VESTIBULE_SANDBOX ?? '{"apiUrl":"","chains":[]}') as SandboxPage)
    : (window as unknown as { __VESTIBULE_SANDBOX__: SandboxPage }).__VESTIBULE_SANDBOX__

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

export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
})
