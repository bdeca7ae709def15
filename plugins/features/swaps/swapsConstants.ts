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

/** 1inch's Aggregation Router V6: one address on every chain but zkSync Era, which has its own deployment. */
const ONEINCH_ROUTER_V6 = '0x111111125421cA6dc452d289314280a0f8842A65'
const ONEINCH_ROUTER_V6_ZKSYNC = '0x6fd4383cB451173D5f9304F041C7BCBf27d561fF'

/**
 * Contracts a swap may be sent to (and an approval may name as spender), by chain id: a built
 * transaction to any other address is refused before the wallet sees it. The convert API builds
 * 1inch Aggregation Router V6 calls (swapsRouterAbi.ts), so that router, on each SPEC §9 swap chain,
 * is the only one listed; the sandbox places its market router's code at the same address.
 */
export const SWAP_ROUTERS: Readonly<Record<number, readonly `0x${string}`[]>> = Object.fromEntries(
  SWAP_CHAIN_IDS.map(chainId => [chainId, [chainId === 324 ? ONEINCH_ROUTER_V6_ZKSYNC : ONEINCH_ROUTER_V6]]),
)

/** SPEC §9 query retries: a failed receipt read is tried again after 1 s, doubling up to 30 s. */
export const RECEIPT_RETRY_FIRST_MS = 1_000
export const RECEIPT_RETRY_MAX_MS = 30_000

/** A wallet prompt inside Swap is given up after this long (SPEC §9's 2 min request limit); a late answer is still followed. */
export const WALLET_REQUEST_TIMEOUT_MS = 120_000
