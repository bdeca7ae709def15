/**
 * Fixed facts of the local Bitcoin chain, shared by the node side (the ledger and its Esplora API)
 * and the browser side (the sandbox Bitcoin wallet). No node or DOM imports: the wallet bundle reads it.
 */

/** Bitcoin Core's regtest address parameters (bech32 `bcrt`, base58 prefixes of testnet). */
export const BITCOIN_REGTEST_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/**
 * CAIP-2 id of the local chain. BIP-122 (CAIP-4) names a chain by the first 32 hex characters of
 * its genesis block hash; this is regtest's (0f9188f1…466e2206), as `vestibule/networks` names
 * mainnet `bip122:000000000019d6689c085ae165831e93` and testnet `bip122:000000000933ea01ad0ee984209779ba`.
 */
export const BITCOIN_LOCAL_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

/** The Wallet Standard's name for the chain (`bitcoin:mainnet`, `bitcoin:testnet`, …). */
export const BITCOIN_LOCAL_WALLET_CHAIN = 'bitcoin:regtest' as const

/** How many accounts the local chain funds at start (each a payment and an ordinals address). */
export const BITCOIN_SANDBOX_ACCOUNT_COUNT = 4

/** Bitcoin has 8 decimals (SPEC §9 native decimals). */
export const BITCOIN_DECIMALS = 8

/** Fixed USD price of BTC the local API quotes. */
export const BITCOIN_SANDBOX_BTC_PRICE_USD = 60_000

/** Each account's payment address starts with this many coins of 1 BTC, so several sends can be in flight. */
export const BITCOIN_SANDBOX_FUNDING = { paymentCoins: 5, paymentCoinSats: 100_000_000n, ordinalsSats: 10_000n } as const

/** Bitcoin Core's default `-minrelaytxfee`: 1,000 sat/kvB, i.e. 1 sat/vB. */
export const BITCOIN_MIN_RELAY_FEE_RATE = 1

/** Bitcoin Core's default `-maxfeerate` of `sendrawtransaction`: 0.10 BTC/kvB, i.e. 10,000 sat/vB. */
export const BITCOIN_MAX_FEE_RATE = 10_000

/** Bitcoin Core's default `-dustrelayfee`: 3,000 sat/kvB, from which each output type's dust limit follows. */
export const BITCOIN_DUST_RELAY_FEE_RATE = 3

/**
 * The seed text the sandbox keys are derived from: anvil's public development mnemonic (never real
 * value), so every sandbox chain's accounts come from the same words.
 */
export const BITCOIN_SANDBOX_SEED = 'test test test test test test test test test test test junk'
