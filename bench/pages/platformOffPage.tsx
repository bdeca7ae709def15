// The connect-button page with the platform features turned off (`features.analytics`; names
// have no flag of their own: they ride with the account view): beside connectButtonPage.tsx (the
// defaults) it shows what analytics and names cost the first download.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { injectedConnector } from '../../plugins/connectors/injected'
import { evmNetworks } from '../../plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), features: { analytics: false }, plugins: [injectedConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
