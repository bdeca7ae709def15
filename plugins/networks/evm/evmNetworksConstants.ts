// The evm network plugin's own numbers (SPEC §9); no other plugin reads them.

/** How long a fetched identity (name, avatar) is served from the cache. */
export const IDENTITY_CACHE_EXPIRY_MS = 300_000
