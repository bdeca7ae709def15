import type { CaipNetwork } from 'vestibule'

// AppKit's Solana networks under AppKit's names, as plain data (no Solana package). The RPC is each
// cluster's public endpoint: AppKit's objects name the WalletConnect RPC, which needs a project id
// appended, and Vestibule reaches the hosted RPC through its own balance service (SPEC §7).
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const SOLSCAN = { default: { name: 'Solscan', url: 'https://solscan.io' } }

export const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: SOLSCAN,
  testnet: false,
  // The id wallets used before the genesis hash was cut to 32 characters (CAIP-30).
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
}

export const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: SOLSCAN,
  testnet: true,
}

export const solanaTestnet: CaipNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: SOLSCAN,
  testnet: true,
}
