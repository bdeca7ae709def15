/** Solana payloads relayed to wallets and the embedded frame (SPEC §3, §5). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { PREFLIGHT_COMMITMENTS } from '../constants'

export const preflightCommitmentSchema = z.enum(PREFLIGHT_COMMITMENTS)

export const solanaSendOptionsSchema = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(preflightCommitmentSchema),
  maxRetries: z.optional(z.number().check(z.int(), z.gte(0))),
  minContextSlot: z.optional(z.number().check(z.int(), z.gte(0))),
})

/** solana_signMessage: the message (encoded) and the signer's public key. */
export const solanaSignMessagePayloadSchema = z.object({
  message: z.string(),
  pubkey: z.string(),
})

/** solana_signTransaction: one serialized transaction. */
export const solanaSignTransactionPayloadSchema = z.object({
  transaction: z.string(),
})

/** solana_signAllTransactions: serialized transactions. */
export const solanaSignAllTransactionsPayloadSchema = z.object({
  transactions: z.array(z.string()),
})

/** solana_signAndSendTransaction: one transaction and the send options. */
export const solanaSignAndSendTransactionPayloadSchema = z.object({
  transaction: z.string(),
  options: z.optional(solanaSendOptionsSchema),
})

export type PreflightCommitment = z.infer<typeof preflightCommitmentSchema>
export type SolanaSendOptions = z.infer<typeof solanaSendOptionsSchema>
export type SolanaSignMessagePayload = z.infer<typeof solanaSignMessagePayloadSchema>
export type SolanaSignTransactionPayload = z.infer<typeof solanaSignTransactionPayloadSchema>
export type SolanaSignAllTransactionsPayload = z.infer<typeof solanaSignAllTransactionsPayloadSchema>
export type SolanaSignAndSendTransactionPayload = z.infer<
  typeof solanaSignAndSendTransactionPayloadSchema
>
