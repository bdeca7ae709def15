import { z } from 'zod'
import { parseQuery } from '../queryValidation'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from '../routes/sdkQueryFields'
import type { SandboxWalletListing } from './generateWalletDirectory'

const idList = z
  .string()
  .optional()
  .transform(value => (value ? value.split(',').filter(Boolean) : undefined))

const walletsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  entries: z.coerce.number().int().min(1).max(1000).default(40),
  include: idList,
  exclude: idList,
  chains: idList,
  search: z.string().optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
})

/**
 * GET /getWallets → { data, count } (SPEC §7), with real filtering and paging: `include` keeps
 * only those ids, `exclude` drops ids, `chains` keeps wallets supporting any of them, `search`
 * matches names case-insensitively, `badge_type` keeps that badge; `count` is the filtered total.
 */
export function walletsRoute(directory: readonly SandboxWalletListing[]): Route {
  return {
    method: 'GET',
    pattern: '/getWallets',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ query }) => {
      const parsed = parseQuery(walletsQuerySchema, query)
      if (!parsed.ok) return parsed.response
      const { page, entries, include, exclude, chains, search, badge_type } = parsed.value
      const needle = search?.trim().toLowerCase()
      const matching = directory.filter(
        wallet =>
          (!include || include.includes(wallet.id)) &&
          !exclude?.includes(wallet.id) &&
          (!chains || wallet.chains.some(chain => chains.includes(chain))) &&
          (!needle || String(wallet.name).toLowerCase().includes(needle)) &&
          (!badge_type || wallet.badge_type === badge_type),
      )
      const start = (page - 1) * entries
      return { status: 200, body: { data: matching.slice(start, start + entries), count: matching.length } }
    },
  }
}
