// The connect-button page with the wallet-directory feature turned off (`features.allWallets`):
// beside connectButtonPage.tsx (the feature on, the default) it shows what a feature costs the
// first download.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { injectedConnector } from '../../plugins/connectors/injected'
import { evmNetworks } from '../../plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), features: { allWallets: false }, plugins: [injectedConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
