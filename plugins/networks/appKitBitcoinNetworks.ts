import type { CaipNetwork } from 'vestibule'

// AppKit's Bitcoin networks under AppKit's names, as plain data (no Bitcoin package). BIP-122
// (CAIP-4) names a chain by the first 32 hex characters of its genesis block hash.
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
const WALLETCONNECT_RPC = { default: { http: ['https://rpc.walletconnect.org/v1'] } }

export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  nativeCurrency: BTC,
  rpcUrls: WALLETCONNECT_RPC,
}

export const bitcoinTestnet: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  nativeCurrency: BTC,
  rpcUrls: WALLETCONNECT_RPC,
  testnet: true,
}
