import { UserMessages, definePlugin, serializeError, splitCaipAddress, type CaipAddress } from 'vestibule/plugin'
import { sendChainKey, type SendChainProvider } from '../../features/send/sendChainRegistry'

/** SPEC §8: after 'Token Balance Unavailable' no retry for 30 s. */
const BALANCE_RETRY_DELAY_MS = 30_000
/** SPEC §9: a native balance is served from the cache for 30 s. */
const NATIVE_BALANCE_CACHE_EXPIRY_MS = 30_000

/**
 * Bitcoin networks: the connected payment address's BTC balance (8 decimals) from the balance
 * service (SPEC §7), the chain's Esplora API as fallback, refreshed on connection, account change,
 * network switch and on request. Its code loads with the first balance, never in the first download.
 * It also gives Send (and the adapter's `sendTransfer`) its Bitcoin chain code (@scure/btc-signer,
 * an optional peer), loaded on the first Bitcoin send.
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet, bitcoin], plugins: [injectedConnector(), bitcoinConnector(), evmNetworks(), bitcoinNetworks()] })
 */
export function bitcoinNetworks() {
  return definePlugin({
    name: 'networks/bitcoin',
    version: '1.0.0',
    kind: 'network',
    setup(ctx) {
      const provideSendChain: SendChainProvider = context => import('./provideBitcoinSendChain').then(m => m.provideBitcoinSendChain(context))
      ctx.registry.set(sendChainKey('bip122'), provideSendChain)
      const failedAt = new Map<CaipAddress, number>()

      const refreshBalance = async (caipAddress: CaipAddress, force = false) => {
        const { caipNetworkId, address } = splitCaipAddress(caipAddress)
        const network = (ctx.getState().options ?? ctx.options).networks.find(n => n.caipNetworkId === caipNetworkId)
        if (network?.chainNamespace !== 'bip122') return
        // SPEC §9: testnets show 0.00.
        if (network.testnet) return void ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, balance: '0', symbol: network.nativeCurrency.symbol } })
        const cached = ctx.getState().caches.balance[caipAddress]
        if (!force && cached && ctx.now() - cached.timestamp < NATIVE_BALANCE_CACHE_EXPIRY_MS) {
          return void ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, ...cached.value } })
        }
        if (ctx.now() - (failedAt.get(caipAddress) ?? -Infinity) < BALANCE_RETRY_DELAY_MS) return
        try {
          const { fetchBtcBalance } = await import('./fetchBtcBalance')
          const api = ctx.options.projectId ? ctx.http.blockchainApi : undefined
          const balance = await fetchBtcBalance(network, address, { api })
          failedAt.delete(caipAddress)
          ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, ...balance } })
        } catch (error) {
          failedAt.set(caipAddress, ctx.now())
          ctx.dispatch({ type: 'account/balance-failed', payload: { caipAddress, error: serializeError(error) } })
          ctx.dispatch({ type: 'snackbar/shown', payload: { message: UserMessages.TOKEN_BALANCE_UNAVAILABLE, variant: 'error' } })
        }
      }

      const onAccount = () => {
        const account = ctx.getState().accounts.bip122
        if (account?.status === 'connected' && account.caipAddress) void refreshBalance(account.caipAddress)
      }
      ctx.on(['connection/succeeded', 'connection/accounts-changed', 'network/switched'], onAccount)
      ctx.on('account/balance-requested', ({ payload }) => {
        failedAt.delete(payload.caipAddress)
        void refreshBalance(payload.caipAddress, true)
      })
      return () => {
        ctx.registry.delete(sendChainKey('bip122'))
      }
    },
  })
}
