/** Account names and identity (SPEC §5, §7 /v1/profile/*, /v1/identity/*). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { NAME_MIN_LENGTH } from '../constants'
import { ACCOUNT_NAME_PATTERN } from './nameRules'

/** The label a visitor registers: letters, digits, hyphens; at least 4 (SPEC §5). */
export const accountNameSchema = z.string().check(z.minLength(NAME_MIN_LENGTH), z.regex(ACCOUNT_NAME_PATTERN))

/** GET /v1/profile/account/{name} → addresses, attributes. */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z.optional(z.record(z.string(), z.object({ address: z.string(), created: z.optional(z.string()) }))),
  attributes: z.optional(z.array(z.record(z.string(), z.string()))),
})

/** GET /v1/identity/{address} → avatar, name. */
export const identitySchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})

/** GET /v1/profile/suggestions/{name} → suggestions. */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

export type NameRecord = z.infer<typeof nameRecordSchema>
export type Identity = z.infer<typeof identitySchema>
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>
