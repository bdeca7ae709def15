// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/** GET /getAnalyticsConfig → isAnalyticsEnabled (SPEC §7); anything else is dropped with a logged error. */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
