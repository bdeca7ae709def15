// `vestibule/adapters/wagmi`: AppKit's wagmi adapter for Vestibule. The one entry that imports
// wagmi (an optional peer): a host without wagmi never reaches it.
export { WagmiAdapter, WagmiAdapterError } from './WagmiAdapter'
export type { CustomRpcUrls, WagmiAdapterNetwork, WagmiAdapterParameters } from './WagmiAdapter'
export { VESTIBULE_CONNECTOR_ID } from './vestibuleConnector'
export type { VestibuleProvider } from './vestibuleConnector'
