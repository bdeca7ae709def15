// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/** GET /v1/account/{address}/balance envelope; entries are checked one by one (tokenBalanceSchema). */
export const balancesEnvelopeSchema = z.object({ balances: z.array(z.unknown()) })

/** GET /v1/account/{address}/history envelope (SPEC §7 data, next); entries are checked one by one. */
export const historyEnvelopeSchema = z.object({ data: z.array(z.unknown()), next: z.nullish(z.string()) })

const finiteNumber = z.number().check(z.refine(Number.isFinite, 'Expected a finite number'))
/** Decimal amounts as strings; anything else would show as NaN. */
const numericString = z.string().check(z.regex(/^-?\d+(\.\d+)?(e-?\d+)?$/, 'Expected a decimal number'))

/**
 * SPEC §3 Token balance, checked per entry and stricter than the envelope core's network plugins
 * read: amounts must be decimal strings and prices finite, so nothing shows as NaN.
 */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string().check(z.minLength(1)),
  /** CAIP-2 id of the token's chain. */
  chainId: z.string(),
  /** CAIP-10 address of the token contract; absent for the native token. */
  address: z.optional(z.string()),
  value: z.optional(finiteNumber),
  price: finiteNumber,
  iconUrl: z.string(),
  quantity: z.object({ decimals: z.string().check(z.regex(/^\d+$/, 'Expected a whole number')), numeric: numericString }),
})

/** SPEC §3 Transaction transfer: fungible_info or nft_info, with its direction and amount. */
const transferSchema = z.object({
  direction: z.optional(z.enum(['in', 'out', 'self'])),
  quantity: z.object({ numeric: numericString }),
  value: z.optional(finiteNumber),
  price: z.optional(finiteNumber),
  fungible_info: z.optional(z.object({ name: z.optional(z.string()), symbol: z.string(), icon: z.optional(z.nullable(z.object({ url: z.string() }))) })),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
      flags: z.optional(z.object({ is_spam: z.boolean() })),
    }),
  ),
})

/** SPEC §3 Transaction: id, metadata (minedAt, chain, operationType, status, sentFrom, sentTo), transfers. */
export const transactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  metadata: z.object({
    operationType: z.string(),
    hash: z.optional(z.string()),
    minedAt: z.string().check(z.refine(value => !Number.isNaN(Date.parse(value)), 'Expected a date')),
    chain: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: z.string(),
    sentTo: z.string(),
  }),
  transfers: z.array(transferSchema),
})

export type TokenBalance = z.infer<typeof tokenBalanceSchema>
export type Transaction = z.infer<typeof transactionSchema>
export type Transfer = z.infer<typeof transferSchema>
