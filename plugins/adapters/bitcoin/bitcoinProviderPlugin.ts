import { definePlugin, providerKey, type ConnectorInfo } from 'vestibule/plugin'
import { appKitBitcoinProvider, type BitcoinConnector } from './appKitBitcoinProvider'

/**
 * The Bitcoin adapter's plugin: what `getProvider('bip122')` (and `useAppKitProvider('bip122')`)
 * hands out for a Bitcoin connector is AppKit's Bitcoin connector object, built on that
 * connector's requests, in place of the wallet the connector registered. One per connector for
 * the page's life, re-put when the connector registers its wallet again.
 */
export function bitcoinProviderPlugin() {
  return definePlugin({
    name: 'adapters/bitcoin',
    version: '1.0.0',
    kind: 'connector',
    setup(ctx) {
      const providers = new Map<string, BitcoinConnector>()
      const put = (connector: ConnectorInfo) => {
        if (connector.chain !== 'bip122') return
        const key = providerKey(connector.id)
        if (!ctx.registry.has(key)) return
        let provider = providers.get(connector.id)
        if (!provider) providers.set(connector.id, (provider = appKitBitcoinProvider(ctx, connector)))
        if (ctx.registry.get(key) !== provider) ctx.registry.set(key, provider)
      }
      for (const connector of ctx.getState().connectors) put(connector)
      ctx.on('connectors/registered', ({ payload: { connector } }) => put(connector))
      return () => {
        for (const [connectorId, provider] of providers)
          if (ctx.registry.get(providerKey(connectorId)) === provider) ctx.registry.delete(providerKey(connectorId))
      }
    },
  })
}
