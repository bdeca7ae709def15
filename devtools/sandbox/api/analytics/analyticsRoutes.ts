import { z } from 'zod'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from '../routes/sdkQueryFields'
import { analyticsEventSchema, type AnalyticsStore } from './analyticsStore'

/** Where a test (or a person) reads what the analytics endpoint received. */
export const ANALYTICS_RECORD_PATH = '/sandbox/analytics'

/**
 * SPEC §7 analytics: `GET /getAnalyticsConfig` → isAnalyticsEnabled, `POST /e` (query projectId, st,
 * sv; a batch: a JSON array of event bodies, each checked) recorded in `store`, and
 * `GET /sandbox/analytics` → { batches, events } (the sandbox's own, no SDK query needed).
 */
export function analyticsRoutes(store: AnalyticsStore): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/getAnalyticsConfig',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async () => ({ status: 200, body: { isAnalyticsEnabled: store.enabled } }),
    },
    {
      method: 'POST',
      pattern: '/e',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ body, query }) => {
        const parsed = z.array(analyticsEventSchema).min(1).safeParse(body)
        if (!parsed.success) return { status: 400, body: { error: `invalid analytics batch: ${parsed.error.message}` } }
        store.batches += 1
        for (const event of parsed.data) store.events.push({ ...event, projectId: query.projectId ?? '', batch: store.batches })
        return { status: 200, body: { received: parsed.data.length } }
      },
    },
    {
      method: 'GET',
      pattern: ANALYTICS_RECORD_PATH,
      requiredQuery: [],
      handle: async () => ({ status: 200, body: { batches: store.batches, events: store.events } }),
    },
  ]
}
