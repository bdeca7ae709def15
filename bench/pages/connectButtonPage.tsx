// The smallest real integration: a host page that renders the connect button and can open the
// Connect view, with the browser-wallet connector and EVM networks, pointed at the sandbox.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { injectedConnector } from '../../plugins/connectors/injected'
import { evmNetworks } from '../../plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), plugins: [injectedConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
