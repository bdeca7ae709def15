/** Account names and identity (SPEC §5, §7 /v1/profile/*, /v1/identity/*). */
import { z } from 'zod'
import { NAME_MIN_LENGTH } from '../constants'
import { ACCOUNT_NAME_PATTERN } from './nameRules'

/** The label a visitor registers: letters, digits, hyphens; at least 4 (SPEC §5). */
export const accountNameSchema = z
  .string()
  .min(NAME_MIN_LENGTH)
  .regex(ACCOUNT_NAME_PATTERN)

/** GET /v1/profile/account/{name} → addresses, attributes. */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.number().optional(),
  updated: z.number().optional(),
  addresses: z
    .record(z.string(), z.object({ address: z.string(), created: z.string().optional() }))
    .optional(),
  attributes: z.array(z.record(z.string(), z.string())).optional(),
})

/** GET /v1/identity/{address} → avatar, name. */
export const identitySchema = z.object({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})

/** GET /v1/profile/suggestions/{name} → suggestions. */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

export type NameRecord = z.infer<typeof nameRecordSchema>
export type Identity = z.infer<typeof identitySchema>
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>
