/**
 * Address and CAIP identifier rules (SPEC §5 "Address").
 * CAIP-2 network ids: https://chainagnostic.org/CAIPs/caip-2
 * CAIP-10 account ids: https://chainagnostic.org/CAIPs/caip-10
 */
import { CHAIN_NAMESPACES } from '../constants'

// Structurally the same types as core/events/caip.ts, so values pass between them freely.
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
/** CAIP-2, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** CAIP-10, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
// Base58 excludes 0, O, I and l; Solana public keys encode to 32–44 characters.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// CAIP-2 syntax: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}.
const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * EVM address: 40 hex characters, with or without the 0x prefix.
 *
 * @example
 * ```ts
 * isEvmAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // true
 * ```
 */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value)
}

/**
 * Solana address: 32 to 44 base58 characters.
 *
 * @example
 * ```ts
 * isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM') // true
 * ```
 */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value)
}

/**
 * Whether a string names one of the known chain namespaces.
 *
 * @example
 * ```ts
 * isChainNamespace('eip155') // true
 * ```
 */
export function isChainNamespace(value: string): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/**
 * CAIP-2 network id: exactly two colon-separated parts, with a known namespace.
 *
 * @example
 * ```ts
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155:1:0xabc') // false
 * ```
 */
export function isCaipNetworkId(value: string): value is CaipNetworkId {
  return CAIP_NETWORK_ID.test(value) && isChainNamespace(value.slice(0, value.indexOf(':')))
}

/**
 * Splits a CAIP-2 network id, or returns undefined when it is not one.
 *
 * @example
 * ```ts
 * parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 * // { chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
 * ```
 */
export function parseCaipNetworkId(value: string): { chainNamespace: ChainNamespace; chainId: string } | undefined {
  if (!isCaipNetworkId(value)) return undefined
  const separator = value.indexOf(':')
  return {
    chainNamespace: value.slice(0, separator) as ChainNamespace,
    chainId: value.slice(separator + 1),
  }
}

/**
 * CAIP-10 address: three colon-separated, non-empty parts with a known namespace.
 *
 * @example
 * ```ts
 * isCaipAddress('eip155:1:0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // true
 * isCaipAddress('foo:1:0xabc') // false, unknown namespace
 * ```
 */
export function isCaipAddress(value: string): value is CaipAddress {
  return parseCaipAddress(value) !== undefined
}

/**
 * Splits a CAIP-10 address, or returns undefined when it is not one.
 *
 * @example
 * ```ts
 * parseCaipAddress('eip155:1:0xabc')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xabc' }
 * ```
 */
export function parseCaipAddress(value: string): { chainNamespace: ChainNamespace; chainId: string; address: string } | undefined {
  const parts = value.split(':')
  if (parts.length !== 3) return undefined
  const [chainNamespace = '', chainId = '', address = ''] = parts
  if (!isChainNamespace(chainNamespace) || !chainId || !address) return undefined
  return { chainNamespace, chainId, address }
}
