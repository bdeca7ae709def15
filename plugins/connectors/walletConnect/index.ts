export { WALLET_CONNECT_CONNECTOR_ID, walletConnectConnector } from './walletConnectConnector'
export type { WalletConnectConnectorParameters } from './walletConnectConnector'
