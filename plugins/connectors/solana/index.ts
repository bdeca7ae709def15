export { solanaConnector } from './solanaConnector'
export type { SolanaConnectorParameters } from './solanaConnector'
