/** Activity transactions and EIP-5792 send-calls payloads (SPEC §3, §5, §7). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { hexSchema } from './identifierSchemas'

export const transactionStatusSchema = z.enum(['confirmed', 'failed', 'pending'])

export const transactionMetadataSchema = z.object({
  minedAt: z.string(),
  /** CAIP-2 id; only the connected chain's transactions are shown (SPEC §5). */
  chain: z.string(),
  operationType: z.string(),
  status: transactionStatusSchema,
  sentFrom: z.string(),
  sentTo: z.string(),
  hash: z.optional(z.string()),
  nonce: z.optional(z.number()),
})

export const fungibleInfoSchema = z.object({
  name: z.optional(z.string()),
  symbol: z.optional(z.string()),
  icon: z.nullish(z.object({ url: z.string() })),
})

export const nftInfoSchema = z.object({
  name: z.optional(z.string()),
  content: z.optional(z.object({ preview: z.nullish(z.object({ url: z.string() })) })),
  /** Transactions whose transfers are all spam are dropped (SPEC §5). */
  flags: z.object({ is_spam: z.boolean() }),
})

/** A transfer describes a fungible token or an NFT. */
export const transferSchema = z
  .object({
    fungible_info: z.optional(fungibleInfoSchema),
    nft_info: z.optional(nftInfoSchema),
    direction: z.optional(z.enum(['in', 'out', 'self'])),
    quantity: z.object({ numeric: z.string() }),
    value: z.optional(z.number()),
    price: z.optional(z.number()),
  })
  .check(z.refine((transfer) => transfer.fungible_info !== undefined || transfer.nft_info !== undefined))

export const transactionSchema = z.object({
  id: z.string(),
  metadata: transactionMetadataSchema,
  transfers: z.array(transferSchema),
})

/** GET /v1/account/{account}/history → data, next. */
export const transactionHistoryResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullish(z.string()),
})

/** SPEC §5: `to` and optional `data` start with 0x. */
export const sendCallSchema = z.object({
  to: z.string().check(z.startsWith('0x')),
  data: z.optional(z.string().check(z.startsWith('0x'))),
  value: z.optional(hexSchema),
})

/** wallet_sendCalls parameters (EIP-5792). */
export const sendCallsPayloadSchema = z.object({
  chainId: z.optional(z.union([z.string(), z.number()])),
  from: z.optional(z.string()),
  version: z.optional(z.string()),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
  calls: z.array(sendCallSchema),
})

export type TransactionStatus = z.infer<typeof transactionStatusSchema>
export type TransactionMetadata = z.infer<typeof transactionMetadataSchema>
export type Transfer = z.infer<typeof transferSchema>
export type Transaction = z.infer<typeof transactionSchema>
export type TransactionHistoryResponse = z.infer<typeof transactionHistoryResponseSchema>
export type SendCall = z.infer<typeof sendCallSchema>
export type SendCallsPayload = z.infer<typeof sendCallsPayloadSchema>
