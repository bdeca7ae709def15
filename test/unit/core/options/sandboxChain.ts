import { defineChain } from '../../../../plugins/networks'

/** The sandbox's first chain as an AppKit app defines a custom network (vestibule/networks' defineChain). */
export const sandboxChain = defineChain({
  id: 31337,
  name: 'Sandbox',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
