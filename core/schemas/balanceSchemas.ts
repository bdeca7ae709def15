/** Token balances (SPEC §3, §7 GET /v1/account/{address}/balance). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/** Token amounts arrive as decimal strings; `decimals` '0' marks a balance to drop (SPEC §5). */
export const tokenQuantitySchema = z.object({
  decimals: z.string(),
  numeric: z.string(),
})

export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2 id of the token's chain. */
  chainId: z.string(),
  /** CAIP-10 address of the token contract; absent for the native token. */
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  iconUrl: z.string(),
  quantity: tokenQuantitySchema,
})

export const balancesResponseSchema = z.object({
  balances: z.array(tokenBalanceSchema),
})

export type TokenQuantity = z.infer<typeof tokenQuantitySchema>
export type TokenBalance = z.infer<typeof tokenBalanceSchema>
export type BalancesResponse = z.infer<typeof balancesResponseSchema>
