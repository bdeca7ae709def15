import { defineNetwork } from 'vestibule/plugin'

export interface EvmNetworksParameters {
  /** Clock for cache ages; the instance's events carry the same clock's time. */
  readonly now?: () => number
}

/**
 * EVM networks (eip155): native balances with the SPEC §9 cache ages, the identity of the
 * connected address, and chain RPC clients built lazily, so viem's transports stay out of the
 * initial bundle. Before the visitor shows intent (`app/intent-shown`) a restored connection's
 * balance is the only thing fetched: its identity and the hosted RPC's chain list wait.
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet, base], plugins: [injectedConnector(), evmNetworks()] })
 */
export function evmNetworks(parameters: EvmNetworksParameters = {}) {
  return defineNetwork({
    name: 'networks/evm',
    version: '1.0.0',
    namespace: 'eip155',
    sendMethod: 'eth_sendTransaction',
    createDriver: ctx => ({
      // The reads (balances, identity, RPC clients) are a chunk of their own, loaded with the first
      // account to read for: a page with no connection keeps them out of its first download. Cache
      // ages read the instance's clock (event time) unless a test hands this plugin its own.
      loadBalances: () => import('./evmNetworkReads').then(({ createEvmNetworkReads }) => createEvmNetworkReads(ctx, parameters.now ?? ctx.now)),
      readsBalance: () => !ctx.getState().unsupportedNetwork,
    }),
  })
}
