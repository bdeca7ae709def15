import * as z from 'zod/mini'

// SPEC §3 Solana payloads (message with pubkey, transaction, transactions, send options) and
// SPEC §5's preflight commitments, as JSON: bytes travel base64 (transactions) or base58
// (messages, as WalletConnect's Solana methods carry them), since events hold JSON only.

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64'))
const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Expected base58'))

const preflightCommitmentSchema = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])

const sendOptionsSchema = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(preflightCommitmentSchema),
  maxRetries: z.optional(z.number().check(z.int(), z.gte(0))),
  minContextSlot: z.optional(z.number().check(z.int(), z.gte(0))),
})

export const solanaRequestSchemas = {
  solana_signMessage: z.object({ message: base58, pubkey: z.optional(base58) }),
  solana_signTransaction: z.object({ transaction: base64, pubkey: z.optional(base58) }),
  solana_signAllTransactions: z.object({ transactions: z.array(base64).check(z.minLength(1)), pubkey: z.optional(base58) }),
  solana_signAndSendTransaction: z.object({ transaction: base64, pubkey: z.optional(base58), sendOptions: z.optional(sendOptionsSchema) }),
} as const

export type SolanaMethod = keyof typeof solanaRequestSchemas
export type SendOptions = z.infer<typeof sendOptionsSchema>

/** SPEC §5 commitments as the Wallet Standard takes them: the deprecated names map as web3.js maps them. */
export function toWalletCommitment(commitment: z.infer<typeof preflightCommitmentSchema>): 'processed' | 'confirmed' | 'finalized' {
  if (commitment === 'recent' || commitment === 'single' || commitment === 'processed') return 'processed'
  if (commitment === 'singleGossip' || commitment === 'confirmed') return 'confirmed'
  return 'finalized'
}
