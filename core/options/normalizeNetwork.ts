import type { z } from 'zod/mini'
import type { CaipNetworkId } from '../events/caip'
import type { CaipNetwork } from '../schemas/entities'
import type { networkInputSchema } from '../schemas/optionsSchema'

export type NetworkInput = z.output<typeof networkInputSchema>

/**
 * A viem `Chain` becomes an eip155 CAIP network (SPEC §3 Network); a CAIP network passes through.
 * The chain's own RPC is kept as `chainDefault`, as AppKit does, so a plugin can fall back to it.
 */
export function normalizeNetwork(input: NetworkInput): CaipNetwork {
  if ('caipNetworkId' in input && 'chainNamespace' in input && input.caipNetworkId) return input as CaipNetwork
  const chain = input as Extract<NetworkInput, { id: number }>
  const http = [...chain.rpcUrls.default.http]
  const network: CaipNetwork = {
    id: chain.id,
    name: chain.name,
    caipNetworkId: `eip155:${chain.id}` as CaipNetworkId,
    chainNamespace: 'eip155',
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http }, chainDefault: { http } },
  }
  if (chain.blockExplorers) {
    network.blockExplorers = Object.fromEntries(Object.entries(chain.blockExplorers).map(([key, e]) => [key, { name: e.name, url: e.url }]))
  }
  if (chain.testnet !== undefined) network.testnet = chain.testnet
  return network
}
