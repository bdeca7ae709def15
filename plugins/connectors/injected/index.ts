export { injectedConnector } from './injectedConnector'
export type { InjectedConnectorParameters } from './injectedConnector'
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from '../eip1193/eip1193Types'
