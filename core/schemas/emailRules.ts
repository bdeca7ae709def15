/** Email rule (SPEC §5 "Email fields must be valid emails"). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'

/** One definition of a valid email, shared by the rule and the schemas. */
export const emailSchema = z.email()

/**
 * Whether a string is a valid email address.
 *
 * @example
 * ```ts
 * isEmail('visitor@example.com') // true
 * ```
 */
export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success
}
