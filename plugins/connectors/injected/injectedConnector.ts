import { definePlugin, providerKey } from 'vestibule/plugin'
import type { Eip1193Provider } from '../eip1193/eip1193Types'
import { runEip1193Session } from '../eip1193/eip1193Session'
import { discoverInjectedProviders, LEGACY_INJECTED_ID } from './discoverInjectedProviders'

export interface InjectedConnectorParameters {
  /** How long a stored connection waits for its wallet to announce itself after a reload. */
  readonly restoreTimeoutMs?: number
}

/**
 * Browser-extension wallets: EIP-6963 announced providers (type ANNOUNCED, one per rdns) and the
 * legacy `window.ethereum` (type INJECTED), honouring `enableEIP6963` and `enableInjected`.
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet], plugins: [injectedConnector(), evmNetworks()] })
 */
export function injectedConnector(parameters: InjectedConnectorParameters = {}) {
  const restoreTimeoutMs = parameters.restoreTimeoutMs ?? 1_500
  return definePlugin({
    name: 'connectors/injected',
    version: '1.0.0',
    kind: 'connector',
    setup(ctx) {
      const providers = new Map<string, Eip1193Provider>()
      const waiting = new Map<string, ((provider: Eip1193Provider) => void)[]>()

      const stopDiscovery = discoverInjectedProviders(
        { eip6963: ctx.options.enableEIP6963, legacy: ctx.options.enableInjected },
        ({ detail: { info, provider }, legacy }) => {
          // Dedupe by rdns: a wallet announcing twice (or through two scripts) stays one entry.
          const id = legacy ? LEGACY_INJECTED_ID : info.rdns
          providers.set(id, provider)
          ctx.registry.set(providerKey(id), provider)
          ctx.dispatch({
            type: 'connectors/registered',
            payload: {
              connector: {
                id,
                type: legacy ? 'INJECTED' : 'ANNOUNCED',
                chain: 'eip155',
                name: info.name,
                ...(info.icon ? { imageUrl: info.icon } : {}),
                ...(info.rdns ? { info: { rdns: info.rdns } } : {}),
              },
            },
          })
          for (const resolve of waiting.get(id) ?? []) resolve(provider)
          waiting.delete(id)
        },
      )

      const stopSession = runEip1193Session(ctx, {
        provider: id => providers.get(id),
        whenAvailable: id =>
          providers.has(id)
            ? Promise.resolve(providers.get(id))
            : new Promise(resolve => {
                const timer = setTimeout(() => resolve(undefined), restoreTimeoutMs)
                waiting.set(id, [...(waiting.get(id) ?? []), provider => (clearTimeout(timer), resolve(provider))])
              }),
      })

      return () => {
        stopDiscovery()
        stopSession()
        for (const id of providers.keys()) ctx.registry.delete(providerKey(id))
      }
    },
  })
}
