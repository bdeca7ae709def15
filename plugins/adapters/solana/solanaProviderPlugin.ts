import { PublicKey } from '@solana/web3.js'
import { definePlugin, providerKey, type ConnectorInfo } from 'vestibule/plugin'
import { appKitSolanaProvider, type Provider } from './appKitSolanaProvider'

/**
 * The Solana adapter's plugin: what `getProvider('solana')` (and `useAppKitProvider('solana')`)
 * hands out for a Solana connector is AppKit's Solana provider, built on that connector's requests,
 * in place of the wallet the connector registered. One provider per connector for the page's
 * life (apps keep it), re-put when the connector registers its wallet again; its events follow
 * the modal's connection.
 */
export function solanaProviderPlugin() {
  return definePlugin({
    name: 'adapters/solana',
    version: '1.0.0',
    kind: 'connector',
    setup(ctx) {
      const providers = new Map<string, Provider>()
      const put = (connector: ConnectorInfo) => {
        if (connector.chain !== 'solana') return
        const key = providerKey(connector.id)
        // A connector that registered no live object (nothing to reach) is left as it is.
        if (!ctx.registry.has(key)) return
        let provider = providers.get(connector.id)
        if (!provider) providers.set(connector.id, (provider = appKitSolanaProvider(ctx, connector)))
        if (ctx.registry.get(key) !== provider) ctx.registry.set(key, provider)
      }
      for (const connector of ctx.getState().connectors) put(connector)
      ctx.on('connectors/registered', ({ payload: { connector } }) => put(connector))

      const solanaAddress = () => ctx.getState().accounts.solana?.address
      ctx.on(['connection/succeeded', 'connection/accounts-changed'], ({ type, payload }) => {
        const address = solanaAddress()
        if (payload.namespace !== 'solana' || !address) return
        providers.get(payload.connectorId)?.emit(type === 'connection/succeeded' ? 'connect' : 'accountsChanged', new PublicKey(address))
      })
      ctx.on('connection/disconnected', ({ payload }) => {
        if (payload.namespace === 'solana') providers.get(payload.connectorId)?.emit('disconnect', undefined)
      })
      ctx.on('network/switched', ({ payload: { caipNetworkId } }) => {
        const connectorId = ctx.getState().activeConnectorIds.solana
        if (caipNetworkId.startsWith('solana:') && connectorId) providers.get(connectorId)?.emit('chainChanged', caipNetworkId.slice('solana:'.length))
      })
      return () => {
        for (const [connectorId, provider] of providers)
          if (ctx.registry.get(providerKey(connectorId)) === provider) ctx.registry.delete(providerKey(connectorId))
      }
    },
  })
}
