import type { Route } from '../router'
import type { Identity } from '../sandboxIdentities'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

/**
 * GET /v1/profile/account/{name} → { name, addresses, attributes } (SPEC §7): the sandbox's named
 * accounts (SANDBOX_IDENTITIES) by name, their address under SLIP-44 coin type 60 (Ethereum), as
 * the real service keys them. An unknown name is a 404, as there.
 */
export function profileAccountRoute(identities: Readonly<Record<string, Identity>>): Route {
  return {
    method: 'GET',
    pattern: '/v1/profile/account/:name',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ params }) => {
      const name = (params.name ?? '').toLowerCase()
      const address = Object.entries(identities).find(([, identity]) => identity.name?.toLowerCase() === name)?.[0]
      if (!address) return { status: 404, body: { error: `no account named ${name}` } }
      return { status: 200, body: { name, registered: 0, updated: 0, addresses: { '60': { address } }, attributes: [] } }
    },
  }
}
