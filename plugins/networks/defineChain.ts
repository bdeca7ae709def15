import type { CaipNetwork } from 'vestibule'

/**
 * AppKit's `defineChain`: a network of any namespace, written as a CAIP network (its
 * `caipNetworkId` and `chainNamespace` beside viem's chain fields), checked by its type and
 * returned as written, so `networks`, `defaultNetwork` and `switchNetwork` take it.
 *
 * @example
 * const sandbox = defineChain({
 *   id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Sandbox',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * })
 */
export function defineChain<const T extends CaipNetwork>(chain: T): T {
  return chain
}
