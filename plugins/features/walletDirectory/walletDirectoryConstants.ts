/** SPEC §9: the wallet directory's limits. */
export const FEATURED_WALLETS_MAX = 4 as const
export const RECOMMENDED_WALLETS_MAX = 4 as const
export const WALLETS_PER_PAGE = 40 as const
export const SEARCH_WALLETS_ENTRIES = 100 as const
/** A search shows its results no sooner than this after it starts. */
export const SEARCH_MIN_WAIT_MS = 300 as const
/** A wallet image slower than this is drawn as the placeholder. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000 as const
