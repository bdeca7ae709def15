import { splitCaipAddress, type CaipNetwork, type NetworkBalances, type PluginContext } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import * as z from 'zod/mini'
import { createBalanceRefresh } from '../balanceRefresh'
import { waitForLanding } from '../waitForLanding'
import { fetchSolBalance } from './fetchSolBalance'
import { landedStatus } from './landedStatus'

const signature = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/))
/** What solana_signAndSendTransaction answers: `{ signature }` (AppKit's wallets), or the bare base58 signature. */
const sentSchema = z.union([signature, z.object({ signature })])

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
    // The wallet answers with the signature once the transaction is sent: landed once it is past 'processed'.
    async landed(caipAddress, result) {
      const { caipNetworkId } = splitCaipAddress(caipAddress)
      const network = (ctx.getState().options ?? ctx.options).networks.find(n => n.caipNetworkId === caipNetworkId)
      const sent = sentSchema.safeParse(result)
      if (!network || !sent.success) return
      const txId = typeof sent.data === 'string' ? sent.data : sent.data.signature
      await waitForLanding(ctx, async () => (await landedStatus(await rpcFor(network), txId)) !== undefined)
    },
    destroy() {
      for (const client of clients.values())
        void client.then(
          c => c.destroy(),
          () => undefined,
        )
    },
  }
}
