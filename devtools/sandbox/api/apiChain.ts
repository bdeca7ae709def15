/** What the API server needs to know about a local chain: its id and where its node answers. */
export type ApiChain = { chainId: number; rpcUrl: string }

export function caipNetworkIdOf(chain: ApiChain): `eip155:${number}` {
  return `eip155:${chain.chainId}`
}

/** Looks a chain up by its CAIP-2 id (`eip155:31337`). */
export function findChain(chains: readonly ApiChain[], caipNetworkId: string): ApiChain | undefined {
  return chains.find(chain => caipNetworkIdOf(chain) === caipNetworkId)
}
