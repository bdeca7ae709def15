/**
 * CAIP identifiers (CAIP-2 network ids, CAIP-10 account ids) as template-literal types,
 * so a plain string cannot be passed where a namespaced id is meant.
 */
import type { CHAIN_NAMESPACES } from '../constants'

export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** CAIP-2, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export function namespaceOf(id: CaipNetworkId | CaipAddress): ChainNamespace {
  return id.slice(0, id.indexOf(':')) as ChainNamespace
}

export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}` as CaipAddress
}

/** Splits a CAIP-10 id known to be well formed (state and events hold only validated ones). */
export function splitCaipAddress(caipAddress: CaipAddress): { caipNetworkId: CaipNetworkId; address: string } {
  const second = caipAddress.indexOf(':', caipAddress.indexOf(':') + 1)
  return { caipNetworkId: caipAddress.slice(0, second) as CaipNetworkId, address: caipAddress.slice(second + 1) }
}
