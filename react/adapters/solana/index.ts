// `vestibule/adapters/solana/react`: AppKit's `@reown/appkit-adapter-solana/react`, the Solana
// adapter and its `useAppKitConnection` (a web3.js Connection on the app's Solana network).
export { SolanaAdapter } from '../../../plugins/adapters/solana'
export type { AdapterOptions, AnyTransaction, Connection, Provider, SolanaProviderEvents, SolanaWalletAdapter } from '../../../plugins/adapters/solana'
export { useAppKitConnection } from '../../hooks/useAppKitConnection'
export type { UseAppKitConnectionReturnType } from '../../hooks/useAppKitConnection'
