import { isAddress } from 'viem'
import { z } from 'zod'
import { badRequest, parseQuery } from '../queryValidation'
import type { Route } from '../router'
import type { NameStore } from '../names/nameStore'
import type { Identity } from '../sandboxIdentities'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

const identityQuery = z.object({ sender: z.string().optional() })

/**
 * GET /v1/identity/{address}?sender= → { name, avatar } (SPEC §7). Unknown
 * addresses get nulls, as the real service answers for addresses without a name.
 */
export function identityRoute(identities: Readonly<Record<string, Identity>>, names?: NameStore): Route {
  return {
    method: 'GET',
    pattern: '/v1/identity/:address',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ params, query }) => {
      const address = params.address ?? ''
      if (!isAddress(address, { strict: false })) return badRequest(`invalid address ${address}`)
      const parsed = parseQuery(identityQuery, query)
      if (!parsed.ok) return parsed.response
      // A name registered here wins over the fixed sandbox identities: what was stored is served.
      const registered = names?.byAddress(address)[0]
      const identity = registered
        ? { name: registered.name, avatar: identities[address.toLowerCase()]?.avatar ?? null }
        : (identities[address.toLowerCase()] ?? { name: null, avatar: null })
      return { status: 200, body: identity }
    },
  }
}
