/** SPEC §9: the wallet directory's limits. */
export const FEATURED_WALLETS_MAX = 4 as const
export const RECOMMENDED_WALLETS_MAX = 4 as const
export const WALLETS_PER_PAGE = 40 as const
export const SEARCH_WALLETS_ENTRIES = 100 as const
/** A search shows its results no sooner than this after it starts. */
export const SEARCH_MIN_WAIT_MS = 300 as const
/**
 * Wallet pictures fetched ahead, per list answered (featured, recommended, the first page, search
 * results): the All Wallets grid's first screen (4 columns, about 5 rows in view with its overscan).
 * Further ones are fetched by the cards as they scroll in.
 */
export const PRELOADED_WALLET_IMAGES = 20 as const
