export { bitcoinConnector } from './bitcoinConnector'
export type { BitcoinConnectorParameters } from './bitcoinConnector'
