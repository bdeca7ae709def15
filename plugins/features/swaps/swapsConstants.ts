/** SPEC §9: swaps run on these 12 EVM chains only; elsewhere 'Network not supported for Swaps' (SPEC §8). */
export const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/** SPEC §9: swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1

/** Quiet time after the last keystroke before a quote is asked for: the quote follows typing, not each key. */
export const QUOTE_DEBOUNCE_MS = 100

/** A shown quote is asked for again this often while the view is open, and is never signed once older. */
export const QUOTE_REFRESH_MS = 10_000

/** Receipt polling while a swap or an approval is mined (SPEC §9 polling 4 s is for idle reads; a local chain mines at once). */
export const RECEIPT_POLL_MS = 500

/** Gives up waiting for a receipt after this long (SPEC §9 request timeout of 2 min). */
export const RECEIPT_TIMEOUT_MS = 120_000
