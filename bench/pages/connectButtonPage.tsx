// The smallest real integration: a host page that renders the connect button and can open the
// Connect view, with the browser-wallet connector and EVM networks, pointed at the sandbox.
// Written as an app writes it, against the package's public entries: hostPage.bench.ts builds it
// against the built dist/, freshHost.bench.ts installs the packed tarball under it, and the
// feature benches build it from the sources (tsconfig.json's paths) beside a variant page.
import { createRoot } from 'react-dom/client'
import { createAppKit, ConnectButton } from 'vestibule/react'
import { injectedConnector } from 'vestibule/plugins/connectors/injected'
import { evmNetworks } from 'vestibule/plugins/networks/evm'
import { sandboxAppKitOptions } from './sandboxAppKitOptions'

createAppKit({ ...sandboxAppKitOptions(), plugins: [injectedConnector(), evmNetworks()] })
createRoot(document.getElementById('root')!).render(<ConnectButton />)
