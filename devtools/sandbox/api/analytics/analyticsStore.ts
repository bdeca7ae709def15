import { z } from 'zod'

/** SPEC §7 `POST /e` body, one per event; the client batches them in a JSON array. */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.looseObject({ type: z.enum(['track', 'error']), event: z.string().min(1), address: z.string().optional() }),
})

export type ReceivedAnalyticsEvent = z.infer<typeof analyticsEventSchema> & { projectId: string; batch: number }

/** What the sandbox's analytics endpoint received, batch by batch, for tests and the demo to read. */
export interface AnalyticsStore {
  readonly events: ReceivedAnalyticsEvent[]
  /** How many `POST /e` requests were accepted. */
  batches: number
  /** `/getAnalyticsConfig` answers this (default true: consent decides, as on a real project). */
  enabled: boolean
  clear(): void
}

export function createAnalyticsStore(enabled = true): AnalyticsStore {
  const store: AnalyticsStore = {
    events: [],
    batches: 0,
    enabled,
    clear() {
      store.events.length = 0
      store.batches = 0
    },
  }
  return store
}
