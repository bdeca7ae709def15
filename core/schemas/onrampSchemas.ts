/** On-ramp options (SPEC §3, §7 GET /v1/onramp/options). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})

/** Amounts are decimal strings, as in ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS. */
export const paymentMethodLimitSchema = z.object({
  id: z.string(),
  min: z.string(),
  max: z.string(),
})

export const paymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(paymentMethodLimitSchema),
})

export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(purchaseCurrencySchema),
  paymentCurrencies: z.array(paymentCurrencySchema),
})

export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>
export type PaymentMethodLimit = z.infer<typeof paymentMethodLimitSchema>
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>
