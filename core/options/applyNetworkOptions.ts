import type { CaipNetwork } from '../schemas/entities'
import type { ParsedOptions } from '../schemas/optionsSchema'

export type NetworkOptions = Pick<ParsedOptions, 'customRpcUrls' | 'chainImages'>

/**
 * A network with the app's AppKit options applied: its `customRpcUrls` go ahead of its own
 * endpoints in `rpcUrls.default` (every read in the library walks that list first), and its
 * `chainImages` entry (by chain id, or by CAIP network id) becomes its image. The endpoints the
 * chain came with stay in `chainDefault`: what a wallet is told when it adds the chain, so a
 * private RPC is never handed to a wallet.
 *
 * @example
 * applyNetworkOptions(mainnet, { customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example' }] } })
 * // rpcUrls.default.http: ['https://rpc.example', 'https://eth.merkle.io']
 */
export function applyNetworkOptions(network: CaipNetwork, options: NetworkOptions): CaipNetwork {
  const custom = (options.customRpcUrls?.[network.caipNetworkId] ?? []).map(({ url }) => url)
  const image = options.chainImages?.[String(network.id)] ?? options.chainImages?.[network.caipNetworkId]
  if (custom.length === 0 && image === undefined) return network
  const own = network.rpcUrls.default.http
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { http: [...new Set([...custom, ...own])] },
      chainDefault: network.rpcUrls.chainDefault ?? { http: [...own] },
    },
    ...(image === undefined ? {} : { assets: { ...network.assets, imageUrl: image } }),
  }
}
