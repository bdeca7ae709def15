import { caipNetworkIdOf } from '../apiChain'
import type { ApiChain } from '../apiChain'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

/** GET /v1/supported-chains → { http, ws }: the local chains (EVM, then the Solana and Bitcoin ids), reachable over HTTP only. */
export function supportedChainsRoute(chains: readonly ApiChain[], otherChainIds: readonly string[] = []): Route {
  return {
    method: 'GET',
    pattern: '/v1/supported-chains',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async () => ({ status: 200, body: { http: [...chains.map(caipNetworkIdOf), ...otherChainIds], ws: [] } }),
  }
}
