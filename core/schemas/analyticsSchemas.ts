/** Analytics error event (SPEC §3, §7 POST /e props for errors). */
import { z } from 'zod'
import { ERROR_CATEGORIES } from '../errors/VestibuleError'

export const errorCategorySchema = z.enum(ERROR_CATEGORIES)

export const analyticsErrorEventSchema = z.object({
  type: z.literal('error'),
  event: z.string().min(1),
  errorType: errorCategorySchema,
  errorMessage: z.string(),
  stackTrace: z.string().optional(),
  /** Milliseconds since the epoch. */
  timestamp: z.number().int().min(0),
})

export type AnalyticsErrorEvent = z.infer<typeof analyticsErrorEventSchema>
