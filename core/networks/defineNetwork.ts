import type { ChainNamespace } from '../events/caip'
import { definePlugin, type PluginContext, type PluginDefinition } from '../plugins/definePlugin'
import type { RegistryKey } from '../registry/createRegistry'
import type { NetworkBalances, NetworkDriver } from './networkDriver'

export interface NetworkDefinition {
  /** The plugin's name, unique per instance (`networks/solana`); the source of its events. */
  readonly name: string
  readonly version?: string
  /** The namespace whose connected account the plugin keeps the balance of. */
  readonly namespace: ChainNamespace
  /** A wallet method that spends (`eth_sendTransaction`): once it succeeds the balance is asked for again. */
  readonly sendMethod?: string
  /**
   * Run once when the plugin starts. `provide` puts an entry in the instance registry (Send's chain
   * code, a connection factory) that the kit takes out again when the plugin stops.
   */
  createDriver(ctx: PluginContext, provide: <T>(key: RegistryKey<T>, value: T) => void): NetworkDriver
}

/**
 * A network plugin as one definition: the kit reads the connected account's balance on
 * connection, account change and network switch, a fresh one on `account/balance-requested` and
 * `account/assets-changed`, which it dispatches once a `sendMethod`'s transaction landed (the
 * driver's `landed`); the plugin says how its chains' balances are read (its own lazy chunk:
 * first-party plugins make it with `plugins/networks/balanceRefresh`, which keeps SPEC §9's cache
 * age and testnet zero and SPEC §8's failure rule), and what it provides.
 *
 * @example
 * export const myNetworks = () =>
 *   defineNetwork({
 *     name: 'networks/my-chain',
 *     namespace: 'solana',
 *     createDriver: ctx => ({ loadBalances: () => import('./myBalances').then(m => m.myBalances(ctx)) }), // { refresh(caipAddress, fresh) }
 *   })
 */
export function defineNetwork(definition: NetworkDefinition): PluginDefinition {
  const { namespace, sendMethod } = definition
  return definePlugin({
    ...definition,
    kind: 'network',
    setup(ctx) {
      const provided: RegistryKey<unknown>[] = []
      const driver = definition.createDriver(ctx, (key, value) => {
        ctx.registry.set(key, value)
        provided.push(key)
      })
      let balances: Promise<NetworkBalances> | undefined
      const withBalances = (use: (loaded: NetworkBalances) => unknown) =>
        void (balances ??= driver.loadBalances()).then(
          loaded => ctx.signal.aborted || use(loaded),
          error => ctx.reportError(error),
        )

      ctx.on(['connection/succeeded', 'connection/accounts-changed', 'network/switched'], () => {
        const account = ctx.getState().accounts[namespace]
        const caipAddress = account?.caipAddress
        if (account?.status !== 'connected' || !caipAddress || driver.readsBalance?.() === false) return
        withBalances(loaded => {
          loaded.refresh(caipAddress)
          loaded.onAccount?.(account)
        })
      })
      // Whoever changes a balance (Send, the devtools) can ask for a fresh one, and assets that changed are read again.
      ctx.on(['account/balance-requested', 'account/assets-changed'], ({ payload }) => withBalances(loaded => loaded.refresh(payload.caipAddress, true)))
      // A sent transaction moves the account's assets once the chain includes it, which comes after
      // the wallet's answer (a block later): announced then, so that every reader reads them again.
      const sending = new Set<string>()
      ctx.on('rpc/requested', ({ payload }) => {
        if (payload.namespace === namespace && payload.method === sendMethod) sending.add(payload.requestId)
      })
      ctx.on(['rpc/succeeded', 'rpc/failed'], async ({ type, payload }) => {
        const caipAddress = ctx.getState().accounts[namespace]?.caipAddress
        if (!sending.delete(payload.requestId) || type !== 'rpc/succeeded' || !caipAddress) return
        await (balances ??= driver.loadBalances()).then(loaded => loaded.landed?.(caipAddress, payload.result))
        return { type: 'account/assets-changed', payload: { caipAddress } }
      })

      return () => {
        for (const key of provided) ctx.registry.delete(key)
        void balances?.then(
          loaded => loaded.destroy?.(),
          () => undefined,
        )
      }
    },
  })
}
