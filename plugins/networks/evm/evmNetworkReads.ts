import { splitCaipAddress, type CaipNetwork, type NativeBalance, type NetworkBalances, type PluginContext } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import { createBalanceRefresh } from '../balanceRefresh'
import { waitForLanding } from '../waitForLanding'
import { IDENTITY_CACHE_EXPIRY_MS } from './evmNetworksConstants'

/** The native (or the app's `tokens`) balance (the shared refresh), and beside it the account's name and avatar. */
/**
 * What the EVM network plugin reads from the world: balances (the balance API falling back to the
 * chain's RPC; the kit's refresh keeps SPEC §9's cache ages), the identity of the connected
 * address, and the chain RPC clients, built lazily. A chunk of its own, loaded with the first
 * account to read for, so a page with no connection downloads none of it.
 */
export function createEvmNetworkReads(ctx: PluginContext, now: () => number): NetworkBalances {
  const rpcClients = new Map<string, Promise<RpcClient>>()
  let supportedChains: Promise<readonly string[]> | undefined
  /** Identity lookups asked for before intent, run when it comes. */
  let identityAfterIntent: string | undefined

  const intentShown = () => ctx.getState().intentShown
  const apiSupportedChains = () =>
    (supportedChains ??= ctx.options.projectId
      ? // The response schemas (zod) load with the first request, never with the page.
        import('vestibule/validation')
          .then(({ supportedChainsResponseSchema }) => ctx.http.blockchainApi.get('/v1/supported-chains', { schema: supportedChainsResponseSchema }))
          .then(r => r.http)
          .catch(() => [])
      : Promise.resolve([]))
  /**
   * The chains the hosted RPC and balance API serve. Private by default (issue 11): before the
   * visitor shows intent only a restored connection's balance may be fetched, so the list is
   * not asked for then (undefined: unknown).
   */
  const knownSupportedChains = async () => (intentShown() ? apiSupportedChains() : undefined)

  const rpcFor = (network: CaipNetwork) => {
    // Before intent, the chain's own endpoints only: whether the hosted RPC serves it is unknown.
    const withHosted = intentShown()
    const key = withHosted ? network.caipNetworkId : `${network.caipNetworkId} (own endpoints)`
    let client = rpcClients.get(key)
    if (!client) {
      client = Promise.all([import('vestibule/rpc'), withHosted ? apiSupportedChains() : ([] as readonly string[])]).then(
        ([{ createRpcClient, buildRpcUrl }, supported]) => {
          const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
          // AppKit's order: the hosted RPC where it serves the chain, then the chain's own.
          const hosted =
            ctx.options.projectId && supported.includes(network.caipNetworkId)
              ? [buildRpcUrl({ caipNetworkId: network.caipNetworkId, projectId: ctx.options.projectId, rpcHost: ctx.options.blockchainApiUrl })]
              : []
          return createRpcClient({ endpoints: [...new Set([...hosted, ...own])] })
        },
      )
      rpcClients.set(key, client)
    }
    return client
  }

  /** The native (or the app's `tokens`) balance, read now: the kit's refresh holds the cache and the retry delay. */
  const readBalance = async (network: CaipNetwork, address: string): Promise<NativeBalance> => {
    // AppKit's `tokens`: the app names the token whose balance the account shows on this network.
    const token = ctx.options.tokens?.[network.caipNetworkId]
    // Unknown before intent: the balance API is asked all the same, and its failure falls back to the RPC.
    const supported = await knownSupportedChains()
    const useApi = Boolean(ctx.options.projectId) && (supported === undefined || supported.includes(network.caipNetworkId))
    // Loaded on the first balance: viem's unit formatting stays out of the initial bundle.
    return token
      ? import('./fetchTokenBalance').then(async ({ fetchTokenBalance }) => fetchTokenBalance(address, token.address, await rpcFor(network)))
      : import('./fetchNativeBalance').then(({ fetchNativeBalance }) =>
          fetchNativeBalance(network, address, { api: useApi ? ctx.http.blockchainApi : undefined, rpc: () => rpcFor(network) }),
        )
  }

  const refreshIdentity = async (address: string) => {
    const cached = ctx.getState().caches.identity[address.toLowerCase()]
    if (cached && now() - cached.timestamp < IDENTITY_CACHE_EXPIRY_MS) return
    if (!ctx.options.projectId) return
    if (!intentShown()) return void (identityAfterIntent = address)
    try {
      const { identitySchema } = await import('vestibule/validation')
      const identity = await ctx.http.blockchainApi.get(`/v1/identity/${address}`, { query: { sender: address }, schema: identitySchema })
      ctx.dispatch({ type: 'account/identity-fetched', payload: { address, ...identity } })
    } catch (error) {
      // A missing name is ordinary; it is logged, not shown.
      ctx.logger.debug('identity lookup failed', error)
    }
  }

  const { refresh } = createBalanceRefresh(ctx, {
    namespace: 'eip155',
    now,
    readBalance,
    // AppKit's `tokens`: a testnet whose token the app names shows that token's balance.
    showsZero: network => network.testnet === true && !ctx.options.tokens?.[network.caipNetworkId],
  })

  // The name and avatar of a restored connection wait for the visitor's intent.
  ctx.on('app/intent-shown', () => {
    const address = identityAfterIntent
    identityAfterIntent = undefined
    if (address && ctx.getState().accounts.eip155?.address === address) void refreshIdentity(address)
  })

  return {
    refresh,
    // The name and avatar of the connected address; before the visitor's intent, kept for the intent.
    onAccount: ({ address }) => void (address && refreshIdentity(address)),
    // eth_sendTransaction answers with the hash before the chain includes it: landed once its receipt is there.
    async landed(caipAddress, hash) {
      const { caipNetworkId } = splitCaipAddress(caipAddress)
      const network = (ctx.getState().options ?? ctx.options).networks.find(n => n.caipNetworkId === caipNetworkId)
      if (!network || typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return
      await waitForLanding(ctx, async () => (await (await rpcFor(network)).request('eth_getTransactionReceipt', [hash])) !== null)
    },
    destroy() {
      for (const client of rpcClients.values())
        void client.then(
          c => c.destroy(),
          () => undefined,
        )
    },
  }
}
