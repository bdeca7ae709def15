import { UserMessages, serializeError, splitCaipAddress, type CaipAddress, type CaipNetwork, type PluginContext } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import { BALANCE_RETRY_DELAY_MS, IDENTITY_CACHE_EXPIRY_MS, NATIVE_BALANCE_CACHE_EXPIRY_MS } from './evmNetworksConstants'

export interface EvmNetworkReads {
  /** The native (or the app's `tokens`) balance of `caipAddress`, from the cache when fresh unless `force`. */
  refreshBalance(caipAddress: CaipAddress, force?: boolean): Promise<void>
  /** The name and avatar of `address`; before the visitor's intent, kept for `identityAfterIntent`. */
  refreshIdentity(address: string): Promise<void>
  /** The identity lookup a restored connection kept for the visitor's intent, run now. */
  identityAfterIntent(): void
  /** Forgets a failed balance read, so the next one is not held back 30 s. */
  forgetFailure(caipAddress: CaipAddress): void
  destroy(): void
}

/**
 * What the EVM network plugin reads from the world: balances (SPEC §9 cache ages, the balance API
 * falling back to the chain's RPC), the identity of the connected address, and the chain RPC
 * clients, built lazily. A chunk of its own, loaded with the first account to read for, so a page
 * with no connection downloads none of it.
 */
export function createEvmNetworkReads(ctx: PluginContext, now: () => number): EvmNetworkReads {
  const rpcClients = new Map<string, Promise<RpcClient>>()
  const failedAt = new Map<CaipAddress, number>()
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
          const hosted = ctx.options.projectId && supported.includes(network.caipNetworkId)
            ? [buildRpcUrl({ caipNetworkId: network.caipNetworkId, projectId: ctx.options.projectId, rpcHost: ctx.options.blockchainApiUrl })]
            : []
          return createRpcClient({ endpoints: [...new Set([...hosted, ...own])] })
        },
      )
      rpcClients.set(key, client)
    }
    return client
  }

  const refreshBalance = async (caipAddress: CaipAddress, force = false) => {
    const { caipNetworkId, address } = splitCaipAddress(caipAddress)
    const network = (ctx.getState().options ?? ctx.options).networks.find(n => n.caipNetworkId === caipNetworkId)
    // SPEC §9: balances only for supported chains; testnets show 0.00.
    if (!network || network.chainNamespace !== 'eip155') return
    // AppKit's `tokens`: the app names the token whose balance the account shows on this network.
    const token = ctx.options.tokens?.[caipNetworkId]
    if (network.testnet && !token) {
      ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, balance: '0', symbol: network.nativeCurrency.symbol } })
      return
    }
    const cached = ctx.getState().caches.balance[caipAddress]
    if (!force && cached && now() - cached.timestamp < NATIVE_BALANCE_CACHE_EXPIRY_MS) {
      ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, ...cached.value } })
      return
    }
    // SPEC §8: after a failure, no retry for 30 s.
    if (now() - (failedAt.get(caipAddress) ?? -Infinity) < BALANCE_RETRY_DELAY_MS) return
    // Unknown before intent: the balance API is asked all the same, and its failure falls back to the RPC.
    const supported = await knownSupportedChains()
    const useApi = Boolean(ctx.options.projectId) && (supported === undefined || supported.includes(caipNetworkId))
    try {
      // Loaded on the first balance: viem's unit formatting stays out of the initial bundle.
      const balance = token
        ? await import('./fetchTokenBalance').then(async ({ fetchTokenBalance }) => fetchTokenBalance(address, token.address, await rpcFor(network)))
        : await import('./fetchNativeBalance').then(({ fetchNativeBalance }) => fetchNativeBalance(network, address, { api: useApi ? ctx.http.blockchainApi : undefined, rpc: () => rpcFor(network) }))
      failedAt.delete(caipAddress)
      ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, ...balance } })
    } catch (error) {
      failedAt.set(caipAddress, now())
      ctx.dispatch({ type: 'account/balance-failed', payload: { caipAddress, error: serializeError(error) } })
      ctx.dispatch({ type: 'snackbar/shown', payload: { message: UserMessages.TOKEN_BALANCE_UNAVAILABLE, variant: 'error' } })
    }
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

  return {
    refreshBalance,
    refreshIdentity,
    identityAfterIntent() {
      const address = identityAfterIntent
      identityAfterIntent = undefined
      if (address && ctx.getState().accounts.eip155?.address === address) void refreshIdentity(address)
    },
    forgetFailure: caipAddress => void failedAt.delete(caipAddress),
    destroy() {
      for (const client of rpcClients.values()) void client.then(c => c.destroy(), () => undefined)
    },
  }
}
