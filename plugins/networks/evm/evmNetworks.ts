import { definePlugin } from 'vestibule/plugin'
import type { EvmNetworkReads } from './evmNetworkReads'

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
  return definePlugin({
    name: 'networks/evm',
    version: '1.0.0',
    kind: 'network',
    setup(ctx) {
      // The instance's clock unless a test hands this plugin its own: cache ages read event time.
      const now = parameters.now ?? ctx.now
      let reads: Promise<EvmNetworkReads> | undefined
      // The reads (balances, identity, RPC clients) are a chunk of their own, loaded with the first
      // account to read for: a page with no connection keeps them out of its first download.
      const loadReads = () => (reads ??= import('./evmNetworkReads').then(({ createEvmNetworkReads }) => createEvmNetworkReads(ctx, now)))
      const withReads = (use: (loaded: EvmNetworkReads) => unknown) =>
        void loadReads().then(loaded => ctx.signal.aborted || use(loaded), error => ctx.reportError(error))

      const onAccount = () => {
        const account = ctx.getState().accounts.eip155
        const caipAddress = account?.caipAddress
        if (account?.status !== 'connected' || !caipAddress || ctx.getState().unsupportedNetwork) return
        withReads(loaded => {
          void loaded.refreshBalance(caipAddress)
          if (account.address) void loaded.refreshIdentity(account.address)
        })
      }
      ctx.on(['connection/succeeded', 'connection/accounts-changed', 'network/switched'], onAccount)
      // The name and avatar of a restored connection wait for the visitor's intent.
      ctx.on('app/intent-shown', () => {
        if (reads) withReads(loaded => loaded.identityAfterIntent())
      })
      // Whoever changes a balance (a sent transaction, the devtools) can ask for a fresh one.
      ctx.on('account/balance-requested', ({ payload }) =>
        withReads(loaded => {
          loaded.forgetFailure(payload.caipAddress)
          void loaded.refreshBalance(payload.caipAddress, true)
        }),
      )

      // A sent transaction changes the balance: refresh it once the wallet returns the hash.
      const sending = new Set<string>()
      ctx.on('rpc/requested', ({ payload }) => {
        if (payload.namespace === 'eip155' && payload.method === 'eth_sendTransaction') sending.add(payload.requestId)
      })
      ctx.on(['rpc/succeeded', 'rpc/failed'], ({ type, payload }) => {
        if (!sending.delete(payload.requestId) || type !== 'rpc/succeeded') return
        const caipAddress = ctx.getState().accounts.eip155?.caipAddress
        if (caipAddress) return { type: 'account/balance-requested', payload: { caipAddress } }
      })

      return () => void reads?.then(loaded => loaded.destroy(), () => undefined)
    },
  })
}
