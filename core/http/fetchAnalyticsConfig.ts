import { analyticsConfigResponseSchema } from '../schemas/appSchemas'
import type { HttpClient } from './createHttpClient'

/**
 * Whether the project has analytics on (SPEC §7 GET /getAnalyticsConfig → isAnalyticsEnabled).
 *
 * @example
 * if (await fetchAnalyticsConfig(ctx.http.api)) startAnalytics()
 */
export async function fetchAnalyticsConfig(client: Pick<HttpClient, 'get'>): Promise<boolean> {
  const { isAnalyticsEnabled } = await client.get('/getAnalyticsConfig', { schema: analyticsConfigResponseSchema })
  return isAnalyticsEnabled
}
