import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

/** GET /projects/v1/origins → { allowedOrigins } (SPEC §7; wildcards as in SPEC §5). */
export function originsRoute(allowedOrigins: () => readonly string[]): Route {
  return {
    method: 'GET',
    pattern: '/projects/v1/origins',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async () => ({ status: 200, body: { allowedOrigins: allowedOrigins() } }),
  }
}
