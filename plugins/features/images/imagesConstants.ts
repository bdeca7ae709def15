/** SPEC §9 image preload timeout: a slower image is left out and its placeholder stays. */
export const IMAGE_TIMEOUT_MS = 2_000 as const
