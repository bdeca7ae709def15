// The connect-button page of a host that also configures the sandbox's Bitcoin chain, with the
// Bitcoin connector and network plugin: the Bitcoin wallet code must load after the first paint.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { bitcoinConnector } from '../../plugins/connectors/bitcoin'
import { injectedConnector } from '../../plugins/connectors/injected'
import { bitcoinNetworks, bitcoinRegtest } from '../../plugins/networks/bitcoin'
import { evmNetworks } from '../../plugins/networks/evm'
import type { SandboxHostConfig } from '../../devtools/sandbox/sandboxHostConfig'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

const options = sandboxAppKitOptions()
const bitcoin = (window as unknown as { __VESTIBULE_SANDBOX__: SandboxHostConfig }).__VESTIBULE_SANDBOX__.bitcoin
createAppKit({
  ...options,
  networks: [...options.networks, bitcoinRegtest({ esploraUrl: bitcoin?.esploraUrl ?? 'http://127.0.0.1:3002' })],
  plugins: [injectedConnector(), evmNetworks(), bitcoinConnector(), bitcoinNetworks()],
})
createRoot(document.getElementById('root')!).render(<ConnectButton />)
