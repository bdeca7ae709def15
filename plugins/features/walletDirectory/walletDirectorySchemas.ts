// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/**
 * GET /getWallets → data, count (SPEC §7), the envelope alone: entries are checked one by one with
 * `walletListingSchema`, so one malformed wallet is dropped (and logged) instead of failing the page.
 */
export const getWalletsEnvelopeSchema = z.object({
  data: z.array(z.unknown()),
  count: z.number().check(z.int(), z.gte(0)),
})
