import { NAME_SUFFIX } from './namesConstants'

/** SPEC §5: letters, digits and hyphens only, at least 4 characters. */
const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,}$/

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

/** What a registration signature is bound to, so it cannot be replayed elsewhere, for another account or chain, or twice. */
export interface RegistrationMessageFields {
  /** The full name ('alice.reown.id'). */
  readonly name: string
  /** The page's host (`location.host`): the service refuses a message signed for another site. */
  readonly domain: string
  readonly address: string
  /** CAIP-2 network id ('eip155:1'); its ENSIP-11 coin type is the one registered. */
  readonly chainId: string
  /** Random, single-use: the service refuses a nonce it has seen. */
  readonly nonce: string
  /** When it was signed (ms); the service accepts it for a few minutes only. */
  readonly issuedAtMs: number
}

/**
 * SPEC §7 "register by signing": AppKit's JSON (name, attributes, timestamp in seconds) plus the
 * domain, address, chain and nonce it is signed for.
 *
 * @example
 * registrationMessage({ name: 'alice.reown.id', domain: 'shop.example', address: '0xf39F…', chainId: 'eip155:1', nonce: 'a1b2…', issuedAtMs: Date.now() })
 */
export const registrationMessage = ({ name, domain, address, chainId, nonce, issuedAtMs }: RegistrationMessageFields): string =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(issuedAtMs / 1000), domain, address, chainId, nonce })

/** 128 random bits as hex: a registration's single-use nonce. */
export function registrationNonce(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), byte => byte.toString(16).padStart(2, '0')).join('')
}
