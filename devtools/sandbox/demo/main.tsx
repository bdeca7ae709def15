// The demo host page `npm start` serves: an ordinary site that embeds Vestibule, pointed at the
// local sandbox (chains, API, sandbox wallet), so it works offline.
import { createRoot } from 'react-dom/client'
import { createAppKit } from '../../../react'
import { embeddedWalletConnector } from '../../../plugins/connectors/embedded'
import { injectedConnector } from '../../../plugins/connectors/injected'
import { walletConnectConnector } from '../../../plugins/connectors/walletConnect'
import { evmNetworks } from '../../../plugins/networks/evm'
import { mountDevtools } from '../../index'
import { DemoApp } from './DemoApp'
import { sandboxScenarios } from './sandboxScenarios'
import { readSandboxConfig } from './readSandboxConfig'

const sandbox = readSandboxConfig()
const query = new URLSearchParams(location.search)

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
  // The sandbox serves no analytics yet: keep it on loopback all the same.
  analyticsUrl: sandbox.apiUrl,
  // The sandbox's secure site, on its own origin: the embedded wallet's frame (email login).
  secureSiteUrl: sandbox.secureSiteUrl ?? sandbox.apiUrl,
  relayUrl: sandbox.relayUrl ?? sandbox.apiUrl.replace(/^http/, 'ws'),
  // `?basic` shows basic mode: remote features off, the modal opening on the WalletConnect QR code.
  basic: query.has('basic'),
  // `?locale=ar` (or fr) shows the modal in another language.
  locale: query.get('locale') ?? undefined,
  plugins: [injectedConnector(), walletConnectConnector(), embeddedWalletConnector(), evmNetworks()],
  ...sandbox.directory,
})

;(window as unknown as { __appKit: typeof appKit }).__appKit = appKit
createRoot(document.getElementById('root')!).render(<DemoApp appKit={appKit} />)
// The devtools panel (Alt+Shift+D, or the button at the bottom right), with the sandbox's scenarios.
;(window as unknown as { __devtools: ReturnType<typeof mountDevtools> }).__devtools = mountDevtools(appKit, { scenarios: sandboxScenarios(window) })
