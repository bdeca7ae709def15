// The demo host page `npm start` serves: an ordinary site that embeds Vestibule, pointed at the
// local sandbox (chains, API, sandbox wallet), so it works offline.
import { createRoot } from 'react-dom/client'
import { createAppKit } from '../../../react'
import { injectedConnector } from '../../../plugins/connectors/injected'
import { evmNetworks } from '../../../plugins/networks/evm'
import { DemoApp } from './DemoApp'
import { readSandboxConfig } from './readSandboxConfig'

const sandbox = readSandboxConfig()

const appKit = createAppKit({
  projectId: sandbox.projectId ?? 'vestibule-sandbox',
  networks: sandbox.chains.filter(chain => sandbox.appChainIds?.includes(chain.chainId) ?? true).map(chain => ({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })),
  metadata: { name: 'Vestibule demo', description: 'A host page embedding Vestibule', url: location.origin, icons: [] },
  apiUrl: sandbox.apiUrl,
  blockchainApiUrl: sandbox.apiUrl,
  // The sandbox serves no analytics, secure site or relay yet: keep them on loopback all the same.
  analyticsUrl: sandbox.apiUrl,
  secureSiteUrl: sandbox.apiUrl,
  relayUrl: sandbox.apiUrl.replace(/^http/, 'ws'),
  plugins: [injectedConnector(), evmNetworks()],
  ...sandbox.directory,
})

;(window as unknown as { __appKit: typeof appKit }).__appKit = appKit
createRoot(document.getElementById('root')!).render(<DemoApp appKit={appKit} />)
