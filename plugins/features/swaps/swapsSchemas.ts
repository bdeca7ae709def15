// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

const caip10 = z.string().check(z.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/))
const integerString = z.string().check(z.regex(/^\d+$/))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

/** GET /v1/convert/tokens → { tokens } (SPEC §3 swap token). */
export const swapTokensResponseSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string().check(z.minLength(1)),
      address: caip10,
      decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
      logoUri: z.string(),
      eip2612: z.optional(z.boolean()),
    }),
  ),
})

/** GET /v1/convert/quotes → { quotes: [{ fromAmount, toAmount, … }] }. */
export const swapQuotesResponseSchema = z.object({
  quotes: z.array(z.object({ fromAmount: integerString, toAmount: integerString })).check(z.minLength(1)),
})

export const allowanceResponseSchema = z.object({ allowance: integerString })

export const gasPriceResponseSchema = z.object({ standard: integerString, fast: z.optional(integerString), instant: z.optional(integerString) })

/** A transaction the convert API built (build-transaction and build-approve). */
export const builtTransactionResponseSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: caip10,
    data: hex,
    /** Wei sent with the transaction (selling the native coin); absent or 0 otherwise. */
    amount: z.optional(integerString),
    /** The same, as build-approve names it; kept so a tampered value is seen, not dropped. */
    value: z.optional(integerString),
    eip155: z.object({ gas: integerString, gasPrice: integerString }),
  }),
})

/** POST /v1/fungible/price → { fungibles: [{ symbol, price }] }. */
export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(z.object({ name: z.optional(z.string()), symbol: z.string(), price: z.number(), iconUrl: z.optional(z.string()) })),
})

export const transactionReceiptSchema = z.nullable(z.object({ status: z.string(), transactionHash: hex }))
