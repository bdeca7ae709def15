import * as z from 'zod/mini'
import type { RpcClient } from 'vestibule/rpc'

const statusesSchema = z.object({
  value: z.array(z.nullable(z.object({ err: z.unknown(), confirmationStatus: z.optional(z.nullable(z.string())) }))),
})

/**
 * The status of a sent transaction once it landed (past 'processed', or failed: its fee was taken),
 * read once with `getSignatureStatuses`; undefined while it has not. Send's wait and the balance
 * refresh after a send read it alike.
 */
export async function landedStatus(rpc: RpcClient, signature: string) {
  const { value } = statusesSchema.parse(await rpc.request('getSignatureStatuses', [[signature], { searchTransactionHistory: true }]))
  const status = value[0]
  return status && (status.err !== null || status.confirmationStatus !== 'processed') ? status : undefined
}
