import { defineNetwork, type CaipNetwork } from 'vestibule/plugin'
import { sendChainKey, type SendChainProvider } from '../../features/send/sendChainRegistry'
import { SOLANA_CONNECTION_KEY } from './solanaConnectionKey'

/**
 * Solana networks (SPEC §9 send and balances: eip155 and solana): the connected account's SOL
 * balance (9 decimals) from the balance service (SPEC §7), the chain's own JSON-RPC as fallback, refreshed on connection, account change,
 * network switch, on request and after a signed-and-sent transaction (the kit's `defineNetwork`). Its RPC client and unit
 * formatting load with the first balance, never in the first download. It also gives Send its
 * Solana chain code (web3.js and spl-token, optional peers), loaded on the first Solana send.
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet, solanaMainnet], plugins: [injectedConnector(), solanaConnector(), evmNetworks(), solanaNetworks()] })
 */
export function solanaNetworks() {
  return defineNetwork({
    name: 'networks/solana',
    version: '1.0.0',
    namespace: 'solana',
    sendMethod: 'solana_signAndSendTransaction',
    createDriver(ctx, provide) {
      const provideSendChain: SendChainProvider = context => import('./provideSolanaSendChain').then(m => m.provideSolanaSendChain(context))
      provide(sendChainKey('solana'), provideSendChain)
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
      provide(SOLANA_CONNECTION_KEY, connectionFor)
      return {
        loadBalances: () => import('./solanaBalances').then(m => m.solanaBalances(ctx)),
      }
    },
  })
}
