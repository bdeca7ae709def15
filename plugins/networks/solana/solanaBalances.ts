import type { CaipNetwork, NetworkBalances, PluginContext } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import { createBalanceRefresh } from '../balanceRefresh'
import { fetchSolBalance } from './fetchSolBalance'

/**
 * The SOL balance refresh of `solanaNetworks()`, a chunk of its own loaded with the first balance:
 * as on eip155, the balance service when the app has a project, the chain's RPC (one client per
 * network, closed with the plugin) otherwise or as fallback.
 */
export function solanaBalances(ctx: PluginContext): NetworkBalances {
  const clients = new Map<string, Promise<RpcClient>>()
  // The RPC client loads only when the balance service does not answer.
  const rpcFor = (network: CaipNetwork) => {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = import('vestibule/rpc').then(({ createRpcClient }) =>
        createRpcClient({ endpoints: [...new Set([...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])])] }),
      )
      clients.set(network.caipNetworkId, client)
    }
    return client
  }
  const { refresh } = createBalanceRefresh(ctx, {
    namespace: 'solana',
    readBalance: (network, address) =>
      fetchSolBalance(network, address, { api: ctx.options.projectId ? ctx.http.blockchainApi : undefined, rpc: () => rpcFor(network) }),
  })
  return {
    refresh,
    destroy() {
      for (const client of clients.values())
        void client.then(
          c => c.destroy(),
          () => undefined,
        )
    },
  }
}
