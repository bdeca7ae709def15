// `vestibule/adapters/solana`: AppKit's Solana adapter for Vestibule. The one entry (with its React
// twin, `vestibule/adapters/solana/react`) that imports @solana/web3.js statically (an optional
// peer): a host without Solana never reaches it.
export { SolanaAdapter } from './SolanaAdapter'
export type { AdapterOptions, SolanaWalletAdapter } from './SolanaAdapter'
export type { Provider, SolanaProviderEvents } from './appKitSolanaProvider'
export type { AnyTransaction } from './solanaTransactions'
export type { Connection } from '@solana/web3.js'
