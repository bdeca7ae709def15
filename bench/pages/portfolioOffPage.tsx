// The connect-button page with the portfolio's flag-controlled features off (`features.receive`,
// `features.history`): beside connectButtonPage.tsx (on, the default) it shows what they cost the
// first download.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from '../../react'
import { injectedConnector } from '../../plugins/connectors/injected'
import { evmNetworks } from '../../plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), features: { receive: false, history: false }, plugins: [injectedConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
