// The connect-button page of a host that also configures the sandbox's Solana chain, with the
// Solana connector and network plugin: the Solana code must load after the first paint.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { injectedConnector } from '../../plugins/connectors/injected'
import { solanaConnector } from '../../plugins/connectors/solana'
import { evmNetworks } from '../../plugins/networks/evm'
import { solanaLocalnet, solanaNetworks } from '../../plugins/networks/solana'
import type { SandboxHostConfig } from '../../devtools/sandbox/sandboxHostConfig'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

const options = sandboxAppKitOptions()
const solana = (window as unknown as { __VESTIBULE_SANDBOX__: SandboxHostConfig }).__VESTIBULE_SANDBOX__.solana
createAppKit({
  ...options,
  networks: [...options.networks, solanaLocalnet({ rpcUrl: solana?.rpcUrl })],
  plugins: [injectedConnector(), evmNetworks(), solanaConnector(), solanaNetworks()],
})
createRoot(document.getElementById('root')!).render(<ConnectButton />)
