// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

const decimal = z.union([z.string(), z.number()])

/** GET /v1/onramp/options (SPEC §3 on-ramp options). */
export const onrampOptionsResponseSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.optional(z.array(z.object({ chain_id: z.optional(z.string()), contract_address: z.optional(z.string()) }))),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({ id: z.string(), payment_method_limits: z.optional(z.array(z.object({ id: z.string(), min: decimal, max: decimal }))) }),
  ),
})

export const onrampQuoteResponseSchema = z.object({
  purchaseAmount: z.object({ amount: decimal, currency: z.optional(z.string()) }),
  paymentTotal: z.optional(z.object({ amount: decimal })),
  coinbaseFee: z.optional(z.object({ amount: decimal })),
})

export const onrampUrlResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) })
