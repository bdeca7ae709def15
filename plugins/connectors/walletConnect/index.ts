import { walletConnectConnector } from './walletConnectConnector'
import { offerWalletConnect } from './walletConnectOffer'

export { WALLET_CONNECT_CONNECTOR_ID, walletConnectConnector } from './walletConnectConnector'
export type { WalletConnectConnectorParameters } from './walletConnectConnector'

// Loading this entry is what makes WalletConnect one of the adapters' defaults (AppKit's, for an app
// without `plugins`): `import 'vestibule/plugins/connectors/walletConnect'` beside createAppKit
// (package.json lists this file among the side effects, so bundlers keep that bare import).
offerWalletConnect(() => walletConnectConnector())
