import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from '../routes/sdkQueryFields'

/** GET /getAnalyticsConfig → { isAnalyticsEnabled } (SPEC §7); off, since the sandbox collects nothing. */
export function analyticsConfigRoute(): Route {
  return {
    method: 'GET',
    pattern: '/getAnalyticsConfig',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async () => ({ status: 200, body: { isAnalyticsEnabled: false } }),
  }
}
