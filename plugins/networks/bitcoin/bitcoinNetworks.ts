import { defineNetwork } from 'vestibule/plugin'
import { sendChainKey, type SendChainProvider } from '../../features/send/sendChainRegistry'

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
  return defineNetwork({
    name: 'networks/bitcoin',
    version: '1.0.0',
    namespace: 'bip122',
    createDriver(ctx, provide) {
      const provideSendChain: SendChainProvider = context => import('./provideBitcoinSendChain').then(m => m.provideBitcoinSendChain(context))
      provide(sendChainKey('bip122'), provideSendChain)
      return {
        loadBalances: () => import('./bitcoinBalances').then(m => m.bitcoinBalances(ctx)),
      }
    },
  })
}
