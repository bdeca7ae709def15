// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/** GET /v1/exchanges → the exchanges that take this payment (AppKit pay's getExchanges). */
export const exchangesResponseSchema = z.object({
  exchanges: z.array(z.object({ id: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)), imageUrl: z.optional(z.string()) })),
})

/** POST /v1/exchanges/pay-url → the exchange's deposit page for this payment, and its session. */
export const payUrlResponseSchema = z.object({
  url: z.string().check(z.regex(/^https?:\/\//)),
  sessionId: z.string().check(z.minLength(1)),
})

/** GET /v1/exchanges/buy-status → where the exchange is with the payment. */
export const buyStatusResponseSchema = z.object({
  status: z.enum(['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED']),
  txHash: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))),
})
