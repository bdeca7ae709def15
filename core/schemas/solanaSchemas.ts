/** Solana payloads relayed to wallets and the embedded frame (SPEC §3, §5). */
import { z } from 'zod'
import { PREFLIGHT_COMMITMENTS } from '../constants'

export const preflightCommitmentSchema = z.enum(PREFLIGHT_COMMITMENTS)

export const solanaSendOptionsSchema = z.object({
  skipPreflight: z.boolean().optional(),
  preflightCommitment: preflightCommitmentSchema.optional(),
  maxRetries: z.number().int().min(0).optional(),
  minContextSlot: z.number().int().min(0).optional(),
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
  options: solanaSendOptionsSchema.optional(),
})

export type PreflightCommitment = z.infer<typeof preflightCommitmentSchema>
export type SolanaSendOptions = z.infer<typeof solanaSendOptionsSchema>
export type SolanaSignMessagePayload = z.infer<typeof solanaSignMessagePayloadSchema>
export type SolanaSignTransactionPayload = z.infer<typeof solanaSignTransactionPayloadSchema>
export type SolanaSignAllTransactionsPayload = z.infer<typeof solanaSignAllTransactionsPayloadSchema>
export type SolanaSignAndSendTransactionPayload = z.infer<
  typeof solanaSignAndSendTransactionPayloadSchema
>
