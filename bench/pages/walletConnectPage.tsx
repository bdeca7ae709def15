// The connect-button page with WalletConnect configured too, on the sandbox's relay: what the
// WalletConnect connector adds to the first download, and how fast its QR code paints.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { injectedConnector } from '../../plugins/connectors/injected'
import { walletConnectConnector } from '../../plugins/connectors/walletConnect'
import { evmNetworks } from '../../plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), plugins: [injectedConnector(), walletConnectConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
