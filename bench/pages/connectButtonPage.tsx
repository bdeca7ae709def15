// The smallest real integration: a host page that renders the connect button and can open the
// Connect view, with the browser-wallet connector and EVM networks, pointed at the sandbox.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { injectedConnector } from '../../plugins/connectors/injected'
import { evmNetworks } from '../../plugins/networks/evm'
import type { SandboxHostConfig } from '../../devtools/sandbox/sandboxHostConfig'

// Read as a plain object: the measured bundle must hold the library, not the sandbox's validation.
const sandbox = (window as unknown as { __VESTIBULE_SANDBOX__: SandboxHostConfig }).__VESTIBULE_SANDBOX__
createAppKit({
  projectId: sandbox.projectId ?? 'vestibule-sandbox',
  networks: sandbox.chains.map(chain => ({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })),
  apiUrl: sandbox.apiUrl,
  blockchainApiUrl: sandbox.apiUrl,
  analyticsUrl: sandbox.apiUrl,
  secureSiteUrl: sandbox.apiUrl,
  relayUrl: sandbox.apiUrl.replace(/^http/, 'ws'),
  plugins: [injectedConnector(), evmNetworks()],
})
createRoot(document.getElementById('root')!).render(<ConnectButton />)
