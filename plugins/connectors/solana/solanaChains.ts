import type { CaipNetworkId } from 'vestibule/plugin'

/**
 * CAIP-2 ids of the Solana clusters (SPEC §9: their genesis hashes, cut to 32 characters) and the
 * Wallet Standard's names for them (`solana:mainnet`…), which wallets take as `chain`.
 */
const SOLANA_MAINNET_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_DEVNET_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_TESTNET_ID = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
const SOLANA_LOCALNET_ID = 'solana:localnet'

const WALLET_CHAIN: Readonly<Record<string, string>> = {
  [SOLANA_MAINNET_ID]: 'solana:mainnet',
  [SOLANA_DEVNET_ID]: 'solana:devnet',
  [SOLANA_TESTNET_ID]: 'solana:testnet',
  [SOLANA_LOCALNET_ID]: 'solana:localnet',
}

/** The Wallet Standard chain for a CAIP network id (an unknown id passes as it is). */
export function toWalletChain(caipNetworkId: CaipNetworkId): string {
  return WALLET_CHAIN[caipNetworkId] ?? caipNetworkId
}
