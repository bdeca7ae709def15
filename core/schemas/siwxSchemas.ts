/**
 * Sign-in message data (SPEC §3), the fields of an EIP-4361 / CAIP-122 message:
 * https://eips.ethereum.org/EIPS/eip-4361, https://chainagnostic.org/CAIPs/caip-122
 */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { caipNetworkIdSchema } from './identifierSchemas'

/** RFC 3339 date-time, as EIP-4361 requires for its time fields. */
const dateTimeSchema = z.iso.datetime({ offset: true })

export const siwxMessageSchema = z.object({
  domain: z.string().check(z.minLength(1)),
  uri: z.string().check(z.minLength(1)),
  /** EIP-4361 defines version 1 only. */
  version: z.literal('1'),
  chainId: caipNetworkIdSchema,
  /** At least 8 alphanumeric characters (EIP-4361). */
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
  statement: z.optional(z.string()),
  issuedAt: z.optional(dateTimeSchema),
  expirationTime: z.optional(dateTimeSchema),
  notBefore: z.optional(dateTimeSchema),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
})

/** A signed-in session, stored on success (SPEC §4). */
export const siwxSessionSchema = z.object({
  data: siwxMessageSchema,
  message: z.string(),
  signature: z.string(),
})

export type SiwxMessage = z.infer<typeof siwxMessageSchema>
export type SiwxSession = z.infer<typeof siwxSessionSchema>
