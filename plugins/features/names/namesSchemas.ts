// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/** SPEC §7 GET /v1/profile/account/{name} → addresses, attributes (and POST's answer). */
export const nameRecordSchema = z.object({
  name: z.string(),
  addresses: z.optional(z.record(z.string(), z.object({ address: z.string() }))),
  attributes: z.optional(z.unknown()),
})

/** GET /v1/profile/reverse/{address}: the records the address holds. */
export const reverseNamesSchema = z.array(nameRecordSchema)

/** GET /v1/profile/suggestions/{name} → suggestions. */
export const nameSuggestionsSchema = z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) })
