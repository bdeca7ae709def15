import { isAddress, isHex } from 'viem'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { invalidParams } from './providerRpcError'

export const addressSchema = z.string().refine((value): value is Address => isAddress(value, { strict: false }), 'expected an address')

export const hexSchema = z.string().refine((value): value is Hex => isHex(value), 'expected 0x-prefixed hex')

/** JSON-RPC quantity: 0x-prefixed hex without leading zeros (leniently: any hex number). */
export const quantitySchema = z.string().regex(/^0x[0-9a-fA-F]+$/, 'expected a hex quantity')

/** EIP-2255 request: `[{ eth_accounts: {} }]`, the only capability the sandbox wallet has. */
export const permissionRequestSchema = z.tuple([z.strictObject({ eth_accounts: z.looseObject({}) })])

/** Parses request params or throws the JSON-RPC -32602 error naming the problem. */
export function parseParams<Schema extends z.ZodType>(schema: Schema, params: unknown, method: string): z.infer<Schema> {
  const result = schema.safeParse(params)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` at params.${issue.path.join('.')}` : ''
  throw invalidParams(`${method}${where}: ${issue?.message ?? 'invalid'}`)
}
