import { NAME_SUFFIX } from './namesConstants'

/** SPEC §5: letters, digits and hyphens only, at least 4 characters. */
export const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,}$/

/** The label without the suffix ('alice.reown.id' → 'alice'). */
export const labelOf = (name: string): string => (name.toLowerCase().endsWith(NAME_SUFFIX) ? name.slice(0, -NAME_SUFFIX.length) : name)

/** The full name to register, lower-case ('Alice' → 'alice.reown.id'). */
export const fullNameOf = (name: string): string => `${labelOf(name.trim()).toLowerCase()}${NAME_SUFFIX}`

/**
 * Whether a name may be registered (SPEC §5), the suffix aside.
 *
 * @example
 * isValidName('my-name') // true
 * isValidName('abc') // false
 */
export const isValidName = (name: string): boolean => NAME_LABEL_PATTERN.test(labelOf(name.trim()))

/**
 * ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, else 0x80000000 | chainId. SPEC §5: a
 * chain id above 2147483647 is invalid.
 *
 * @example
 * toCoinType(1) // 60
 * toCoinType(31337) // 2147514985
 */
export function toCoinType(chainId: number): number | undefined {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId > 2147483647) return undefined
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}

/** SPEC §7 "register by signing": the message names the full name, attributes and a timestamp (s). */
export const registrationMessage = (name: string, nowMs: number): string => JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
