import { UserMessages, definePlugin, serializeError, splitCaipAddress, type CaipAddress, type CaipNetwork } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import { sendChainKey, type SendChainProvider } from '../../features/send/sendChainRegistry'
import { SOLANA_CONNECTION_KEY } from './solanaConnectionKey'

/** SPEC §8: after 'Token Balance Unavailable' no retry for 30 s. */
const BALANCE_RETRY_DELAY_MS = 30_000
/** SPEC §9: a native balance is served from the cache for 30 s. */
const NATIVE_BALANCE_CACHE_EXPIRY_MS = 30_000

/**
 * Solana networks (SPEC §9 send and balances: eip155 and solana): the connected account's SOL
 * balance (9 decimals) from the balance service (SPEC §7), the chain's own JSON-RPC as fallback, refreshed on connection, account change,
 * network switch, on request and after a signed-and-sent transaction. Its RPC client and unit
 * formatting load with the first balance, never in the first download. It also gives Send its
 * Solana chain code (web3.js and spl-token, optional peers), loaded on the first Solana send.
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet, solanaMainnet], plugins: [injectedConnector(), solanaConnector(), evmNetworks(), solanaNetworks()] })
 */
export function solanaNetworks() {
  return definePlugin({
    name: 'networks/solana',
    version: '1.0.0',
    kind: 'network',
    setup(ctx) {
      const provideSendChain: SendChainProvider = context => import('./provideSolanaSendChain').then(m => m.provideSolanaSendChain(context))
      ctx.registry.set(sendChainKey('solana'), provideSendChain)
      // useAppKitConnection's web3.js Connection per network, made on first ask (web3.js loads then).
      const connections = new Map<string, Promise<unknown>>()
      const connectionFor = (network: CaipNetwork) => {
        let connection = connections.get(network.caipNetworkId)
        if (!connection) {
          connection = import('./createSolanaConnection').then(m => m.createSolanaConnection(network))
          connection.catch(() => connections.delete(network.caipNetworkId))
          connections.set(network.caipNetworkId, connection)
        }
        return connection
      }
      ctx.registry.set(SOLANA_CONNECTION_KEY, connectionFor)
      const clients = new Map<string, Promise<RpcClient>>()
      const failedAt = new Map<CaipAddress, number>()
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

      const refreshBalance = async (caipAddress: CaipAddress, force = false) => {
        const { caipNetworkId, address } = splitCaipAddress(caipAddress)
        const network = (ctx.getState().options ?? ctx.options).networks.find(n => n.caipNetworkId === caipNetworkId)
        if (network?.chainNamespace !== 'solana') return
        // SPEC §9: testnets show 0.00.
        if (network.testnet) return void ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, balance: '0', symbol: network.nativeCurrency.symbol } })
        const cached = ctx.getState().caches.balance[caipAddress]
        if (!force && cached && ctx.now() - cached.timestamp < NATIVE_BALANCE_CACHE_EXPIRY_MS) {
          return void ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, ...cached.value } })
        }
        if (ctx.now() - (failedAt.get(caipAddress) ?? -Infinity) < BALANCE_RETRY_DELAY_MS) return
        try {
          const { fetchSolBalance } = await import('./fetchSolBalance')
          // As on eip155: the balance service when the app has a project, the chain's RPC otherwise or as fallback.
          const api = ctx.options.projectId ? ctx.http.blockchainApi : undefined
          const balance = await fetchSolBalance(network, address, { api, rpc: () => rpcFor(network) })
          failedAt.delete(caipAddress)
          ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, ...balance } })
        } catch (error) {
          failedAt.set(caipAddress, ctx.now())
          ctx.dispatch({ type: 'account/balance-failed', payload: { caipAddress, error: serializeError(error) } })
          ctx.dispatch({ type: 'snackbar/shown', payload: { message: UserMessages.TOKEN_BALANCE_UNAVAILABLE, variant: 'error' } })
        }
      }

      const onAccount = () => {
        const account = ctx.getState().accounts.solana
        if (account?.status === 'connected' && account.caipAddress) void refreshBalance(account.caipAddress)
      }
      ctx.on(['connection/succeeded', 'connection/accounts-changed', 'network/switched'], onAccount)
      ctx.on('account/balance-requested', ({ payload }) => {
        failedAt.delete(payload.caipAddress)
        void refreshBalance(payload.caipAddress, true)
      })

      // A sent transaction changes the balance: refresh it once the wallet returns the signature.
      const sending = new Set<string>()
      ctx.on('rpc/requested', ({ payload }) => {
        if (payload.namespace === 'solana' && payload.method === 'solana_signAndSendTransaction') sending.add(payload.requestId)
      })
      ctx.on(['rpc/succeeded', 'rpc/failed'], ({ type, payload }) => {
        if (!sending.delete(payload.requestId) || type !== 'rpc/succeeded') return
        const caipAddress = ctx.getState().accounts.solana?.caipAddress
        if (caipAddress) return { type: 'account/balance-requested', payload: { caipAddress } }
      })

      return () => {
        ctx.registry.delete(sendChainKey('solana'))
        ctx.registry.delete(SOLANA_CONNECTION_KEY)
        for (const client of clients.values()) void client.then(c => c.destroy(), () => undefined)
      }
    },
  })
}
