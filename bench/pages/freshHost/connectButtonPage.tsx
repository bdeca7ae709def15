// The connect-button page as an app written against the installed package writes it: the same
// integration as bench/pages/connectButtonPage.tsx, imported from `vestibule`'s public entries
// (the built dist/ of the packed tarball), for bench/freshHost.bench.ts to build with Vite.
import { createRoot } from 'react-dom/client'
import { ConnectButton, createAppKit } from 'vestibule/react'
import { injectedConnector } from 'vestibule/plugins/connectors/injected'
import { evmNetworks } from 'vestibule/plugins/networks/evm'
import { sandboxAppKitOptions } from '../sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), plugins: [injectedConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
