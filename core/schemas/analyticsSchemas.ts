/** Analytics error event (SPEC §3, §7 POST /e props for errors). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { ERROR_CATEGORIES } from '../errors/VestibuleError'

export const errorCategorySchema = z.enum(ERROR_CATEGORIES)

export const analyticsErrorEventSchema = z.object({
  type: z.literal('error'),
  event: z.string().check(z.minLength(1)),
  errorType: errorCategorySchema,
  errorMessage: z.string(),
  stackTrace: z.optional(z.string()),
  /** Milliseconds since the epoch. */
  timestamp: z.number().check(z.int(), z.gte(0)),
})

export type AnalyticsErrorEvent = z.infer<typeof analyticsErrorEventSchema>
