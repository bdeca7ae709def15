// The evm network plugin's own numbers (SPEC §8, §9); no other plugin reads them.

/** How long a fetched native balance is served from the cache. */
export const NATIVE_BALANCE_CACHE_EXPIRY_MS = 30_000
/** How long a fetched identity (name, avatar) is served from the cache. */
export const IDENTITY_CACHE_EXPIRY_MS = 300_000
/** After 'Token Balance Unavailable' no retry happens for this long (SPEC §8). */
export const BALANCE_RETRY_DELAY_MS = 30_000
