/** Account name registration rule (SPEC §5). */
import { NAME_MIN_LENGTH } from '../constants'

/** Letters, digits and hyphens only. */
export const ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/

/**
 * A name to register: letters, digits and hyphens only, at least 4 characters.
 * Applies to the label the visitor types, before the fixed domain suffix.
 *
 * @example
 * ```ts
 * isValidAccountName('my-name') // true
 * isValidAccountName('abc') // false, too short
 * ```
 */
export function isValidAccountName(name: string): boolean {
  return name.length >= NAME_MIN_LENGTH && ACCOUNT_NAME_PATTERN.test(name)
}
