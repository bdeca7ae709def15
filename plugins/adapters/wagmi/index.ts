// `vestibule/adapters/wagmi`: AppKit's wagmi adapter for Vestibule. The one entry that imports
// wagmi (an optional peer): a host without wagmi never reaches it.
export { WagmiAdapter, WagmiAdapterError } from './WagmiAdapter'
export type { CustomRpcUrls, WagmiAdapterNetwork, WagmiAdapterParameters } from './WagmiAdapter'
export { VESTIBULE_CONNECTOR_ID } from './vestibuleConnector'
export type { VestibuleProvider } from './vestibuleConnector'
// Server rendering (AppKit's Next.js pattern): wagmi's own cookie storage, read back on the server
// with `cookieToInitialState(wagmiAdapter.wagmiConfig, cookieHeader)`; its result goes to
// `<WagmiProvider initialState>` and to Vestibule's `<AppKitProvider initialState>`.
export { cookieStorage, cookieToInitialState, createStorage } from '@wagmi/core'
