export { WALLET_CONNECT_CONNECTOR_ID, walletConnectConnector } from './walletConnectConnector'
export type { WalletConnectConnectorParameters } from './walletConnectConnector'
export { buildNamespaces } from './buildNamespaces'
export type { WalletConnectNamespace, WalletConnectNamespaces } from './buildNamespaces'
