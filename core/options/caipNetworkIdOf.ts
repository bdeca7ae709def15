import type { CaipNetworkId } from '../events/caip'
import { type NetworkInput, normalizeNetwork } from './normalizeNetwork'

/**
 * A network as AppKit's calls take it (`switchNetwork`, `defaultNetwork`): its CAIP-2 id, a CAIP
 * network (AppKit's objects, `vestibule/networks`), or a viem `Chain` (what `@reown/appkit/networks`
 * re-exports, so what AppKit apps pass). Structural, so viem's readonly chain objects fit.
 */
export type NetworkReference = CaipNetworkId | { readonly id: number | string; readonly caipNetworkId?: CaipNetworkId | undefined }

/**
 * The CAIP-2 id a network reference names, read as the `networks` option reads a network
 * (`normalizeNetwork`), so a chain configured as a viem object is found again by the same object;
 * undefined for what is no network at all.
 *
 * @example
 * caipNetworkIdOf(mainnet) // 'eip155:1'
 */
export function caipNetworkIdOf(network: unknown): CaipNetworkId | undefined {
  if (typeof network === 'string') return network as CaipNetworkId
  if (typeof network !== 'object' || network === null) return undefined
  try {
    const { caipNetworkId } = normalizeNetwork(network as NetworkInput)
    return typeof caipNetworkId === 'string' ? caipNetworkId : undefined
  } catch {
    // Neither a CAIP network nor a chain with an id and RPC URLs.
    return undefined
  }
}
