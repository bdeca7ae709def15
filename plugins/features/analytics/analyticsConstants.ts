/** At most one request to the analytics endpoint per this window (issue 16 budget). */
export const ANALYTICS_BATCH_MS = 5_000 as const
/** SPEC §8, §9: errors reported to analytics at most 5 per 60 s. */
export const ANALYTICS_ERROR_LIMIT = 5 as const
export const ANALYTICS_ERROR_WINDOW_MS = 60_000 as const
/** Events held while consent is pending: the oldest go first past this, so memory stays bounded. */
export const ANALYTICS_HELD_MAX = 100 as const
/** How many sent events the slice keeps for the devtools panel. */
export const ANALYTICS_SENT_KEPT = 50 as const
