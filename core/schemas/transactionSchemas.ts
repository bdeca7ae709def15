/** Activity transactions and EIP-5792 send-calls payloads (SPEC §3, §5, §7). */
import { z } from 'zod'
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
  hash: z.string().optional(),
  nonce: z.number().optional(),
})

export const fungibleInfoSchema = z.object({
  name: z.string().optional(),
  symbol: z.string().optional(),
  icon: z.object({ url: z.string() }).nullish(),
})

export const nftInfoSchema = z.object({
  name: z.string().optional(),
  content: z.object({ preview: z.object({ url: z.string() }).nullish() }).optional(),
  /** Transactions whose transfers are all spam are dropped (SPEC §5). */
  flags: z.object({ is_spam: z.boolean() }),
})

/** A transfer describes a fungible token or an NFT. */
export const transferSchema = z
  .object({
    fungible_info: fungibleInfoSchema.optional(),
    nft_info: nftInfoSchema.optional(),
    direction: z.enum(['in', 'out', 'self']).optional(),
    quantity: z.object({ numeric: z.string() }),
    value: z.number().optional(),
    price: z.number().optional(),
  })
  .refine((transfer) => transfer.fungible_info !== undefined || transfer.nft_info !== undefined)

export const transactionSchema = z.object({
  id: z.string(),
  metadata: transactionMetadataSchema,
  transfers: z.array(transferSchema),
})

/** GET /v1/account/{account}/history → data, next. */
export const transactionHistoryResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullish(),
})

/** SPEC §5: `to` and optional `data` start with 0x. */
export const sendCallSchema = z.object({
  to: z.string().startsWith('0x'),
  data: z.string().startsWith('0x').optional(),
  value: hexSchema.optional(),
})

/** wallet_sendCalls parameters (EIP-5792). */
export const sendCallsPayloadSchema = z.object({
  chainId: z.union([z.string(), z.number()]).optional(),
  from: z.string().optional(),
  version: z.string().optional(),
  capabilities: z.record(z.string(), z.unknown()).optional(),
  calls: z.array(sendCallSchema),
})

export type TransactionStatus = z.infer<typeof transactionStatusSchema>
export type TransactionMetadata = z.infer<typeof transactionMetadataSchema>
export type Transfer = z.infer<typeof transferSchema>
export type Transaction = z.infer<typeof transactionSchema>
export type TransactionHistoryResponse = z.infer<typeof transactionHistoryResponseSchema>
export type SendCall = z.infer<typeof sendCallSchema>
export type SendCallsPayload = z.infer<typeof sendCallsPayloadSchema>
