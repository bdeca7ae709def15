// A host page as a new integrator writes it: injected and WalletConnect connectors, mainnet and
// arbitrum, and every hosted service at its default URL. The bench refuses (and records) every
// request that would leave the machine; `window.__hostedHosts` names the hosts the instance uses.
import { arbitrum, mainnet } from 'viem/chains'
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from 'vestibule/react'
import { injectedConnector } from 'vestibule/plugins/connectors/injected'
import { walletConnectConnector } from 'vestibule/plugins/connectors/walletConnect'
import { evmNetworks } from 'vestibule/plugins/networks/evm'

// viem's chain objects hold readonly RPC lists, which the options type does not take as they are.
const network = (chain: typeof mainnet | typeof arbitrum) => ({ ...chain, rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } } })

const appKit = createAppKit({
  projectId: 'vestibule-bench',
  networks: [network(mainnet), network(arbitrum)],
  plugins: [injectedConnector(), walletConnectConnector(), evmNetworks()],
})
const options = appKit.getState().options
const urls = options ? [options.apiUrl, options.blockchainApiUrl, options.analyticsUrl, options.secureSiteUrl, options.relayUrl] : []
Object.assign(window, { __hostedHosts: [...new Set(urls.map(url => new URL(url).host))] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
