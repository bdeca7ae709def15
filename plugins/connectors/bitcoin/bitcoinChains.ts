import type { CaipNetworkId } from 'vestibule/plugin'

// BIP-122 (CAIP-4) ids (the genesis block hash's first 32 hex characters) and the Wallet
// Standard's names for the chains, which wallets take as `chain`.
const WALLET_CHAIN: Readonly<Record<string, string>> = {
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
}

/** The Wallet Standard chain for a CAIP network id (an unknown id passes as it is). */
export function toBitcoinWalletChain(caipNetworkId: CaipNetworkId): string {
  return WALLET_CHAIN[caipNetworkId] ?? caipNetworkId
}
