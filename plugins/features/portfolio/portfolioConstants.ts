/** SPEC §9: portfolio answers (balances, history) are fresh for 30 s. */
export const PORTFOLIO_CACHE_MS = 30_000

/** SPEC §9 balance retry delay: after 'Token Balance Unavailable', no automatic fetch for 30 s. */
export const BALANCE_RETRY_DELAY_MS = 30_000

/**
 * SPEC §9: send and balances are eip155 and solana; activity (history) is eip155, and bip122 since
 * issue 29 asked for the Account view's Bitcoin activity (the history service answers Bitcoin
 * addresses, SPEC §7 `/v1/account/{address}/history` with a bip122 `chainId`).
 */
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const
export const HISTORY_NAMESPACES = ['eip155', 'bip122'] as const

/** Wallet requests after which the account's balances and history are fetched again. */
export const TRANSACTION_METHODS = ['eth_sendTransaction', 'eth_sendRawTransaction', 'wallet_sendCalls', 'solana_signAndSendTransaction'] as const

/**
 * The history service lists a sent transaction once its indexer has read the block, which can lag
 * the wallet's answer: the history is asked again this long after an answer without it...
 */
export const HISTORY_INDEXING_RETRY_MS = 1_000
/** ...this many times at most, then the SPEC §9 cache takes over. */
export const HISTORY_INDEXING_TRIES = 5
