/** Swap tokens (SPEC §3, §7 /v1/convert/*). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { caipAddressSchema } from './identifierSchemas'
import { tokenQuantitySchema } from './balanceSchemas'

/** GET /v1/convert/tokens entry. */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: caipAddressSchema,
  decimals: z.number().check(z.int(), z.gte(0)),
  logoUri: z.string(),
  /** Whether the token supports EIP-2612 permits. */
  eip2612: z.optional(z.boolean()),
})

/** A swap token once the visitor's balance is known. */
export const swapTokenWithBalanceSchema = z.extend(swapTokenSchema, {
  quantity: tokenQuantitySchema,
  price: z.number(),
  value: z.number(),
})

export const swapTokensResponseSchema = z.object({
  tokens: z.array(swapTokenSchema),
})

/** GET /v1/convert/allowance → allowance, a decimal string in base units. */
export const swapAllowanceResponseSchema = z.object({
  allowance: z.string(),
})

export type SwapToken = z.infer<typeof swapTokenSchema>
export type SwapTokenWithBalance = z.infer<typeof swapTokenWithBalanceSchema>
export type SwapTokensResponse = z.infer<typeof swapTokensResponseSchema>
export type SwapAllowanceResponse = z.infer<typeof swapAllowanceResponseSchema>
