// The connect-button page with the embedded wallet (email login) enabled: the bench's "with" side.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { embeddedWalletConnector } from '../../plugins/features/embeddedWallet'
import { injectedConnector } from '../../plugins/connectors/injected'
import { evmNetworks } from '../../plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), plugins: [injectedConnector(), embeddedWalletConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
