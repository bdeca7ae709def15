/** SPEC §9 image preload timeout: a slower image is left out and its placeholder stays. */
export const IMAGE_TIMEOUT_MS = 2_000 as const
/**
 * Bytes of image blobs the cache keeps once nothing shows them, so a picture scrolled back into view
 * comes without a new request; past it the least recently shown are dropped (fetched again if shown
 * again). A few hundred wallet pictures (tens of KB each, the hosted ones): scrolling through the
 * 1,000-odd wallets of All Wallets must not grow memory without bound (issue 12).
 */
export const IMAGE_CACHE_MAX_BYTES = 8 * 1024 * 1024
