// The connect-button page with the money features turned off (`features.swaps`, `onramp`, `pay`):
// beside connectButtonPage.tsx (swaps and onramp on, the defaults) it shows what they cost the
// first download.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { injectedConnector } from '../../plugins/connectors/injected'
import { evmNetworks } from '../../plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), features: { swaps: false, onramp: false, pay: false }, plugins: [injectedConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
