// The connect-button page with WalletConnect configured too, on the sandbox's relay: what the
// WalletConnect connector adds to the first download, and how fast its QR code paints.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from 'vestibule/react'
import { injectedConnector } from 'vestibule/plugins/connectors/injected'
import { walletConnectConnector } from 'vestibule/plugins/connectors/walletConnect'
import { evmNetworks } from 'vestibule/plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), plugins: [injectedConnector(), walletConnectConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
