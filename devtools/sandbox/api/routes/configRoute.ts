import type { RemoteFeature } from '../remoteFeatures'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

/** GET /appkit/v1/config → { features } (SPEC §7 wallet directory). */
export function configRoute(getFeatures: () => readonly RemoteFeature[]): Route {
  return {
    method: 'GET',
    pattern: '/appkit/v1/config',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async () => ({ status: 200, body: { features: getFeatures() } }),
  }
}
