// `vestibule/networks`: AppKit's network objects under AppKit's names (`@reown/appkit/networks`).
// viem's chains are re-exported whole, as AppKit does: the names are the host's viem version's
// (viem is a required peer; a list here would break a host on an older viem and miss newer chains),
// and a bundler keeps only the chains imported (viem's modules are side-effect free). This is the
// one `export *` of the package, and the exports test checks it names viem/chains only.
export * from 'viem/chains'
export { bitcoin, bitcoinTestnet } from './appKitBitcoinNetworks'
export { solana, solanaDevnet, solanaTestnet } from './appKitSolanaNetworks'
export { defineChain } from './defineChain'
export type { AppKitNetwork } from './appKitNetwork'
export type { CaipNetwork, CaipNetworkId, ChainNamespace } from 'vestibule'
