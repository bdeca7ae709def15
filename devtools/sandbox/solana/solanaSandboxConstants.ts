/**
 * Fixed facts of the local Solana chain, shared by the node side (the LiteSVM RPC) and the
 * browser side (the sandbox Solana wallet). No node or DOM imports: the wallet bundle reads it.
 */

/** How many accounts the local chain funds at start. */
export const SOLANA_SANDBOX_ACCOUNT_COUNT = 4

/** Lamports each sandbox account holds at start: 1,000 SOL. */
export const SOLANA_SANDBOX_LAMPORTS = 1_000_000_000_000n

/** SOL has 9 decimals (SPEC §9 native decimals). */
export const SOLANA_DECIMALS = 9

/** Fixed USD price of SOL the local API quotes (balances and POST /v1/fungible/price). */
export const SOLANA_SANDBOX_SOL_PRICE_USD = 150

/**
 * The 32-byte ed25519 seed of sandbox account `index`: a fixed, public pattern (never real value),
 * so the chain and the wallet derive the same keypairs without sharing a file.
 */
export function solanaSandboxSeed(index: number): Uint8Array {
  const seed = new Uint8Array(32).fill(0x5a)
  seed[0] = index + 1
  return seed
}

/** The SPL token the local chain mints at start; every sandbox account holds some. */
export const SOLANA_SANDBOX_TOKEN = {
  name: 'Sandbox Token',
  symbol: 'SBX',
  decimals: 6,
  /** Whole tokens each sandbox account holds at start. */
  perAccount: 1_000n,
  /** Fixed USD price the local API quotes for it (SPEC §7 POST /v1/fungible/price). */
  priceUsd: 2,
  /** Seed of the mint's keypair (the mint address is derived from it). */
  mintSeed: new Uint8Array(32).fill(0x6d),
} as const

/**
 * CAIP-2 id of the local chain. Public Solana clusters use their genesis hash's first 32
 * characters; a local cluster has no stable genesis, so it takes the Wallet Standard's name for it.
 */
export const SOLANA_LOCAL_CAIP_NETWORK_ID = 'solana:localnet' as const
