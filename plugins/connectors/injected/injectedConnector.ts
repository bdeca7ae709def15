import { addIntentWork, defineConnector, whenPageIdle } from 'vestibule/plugin'
import { eip1193Driver } from '../eip1193/eip1193Driver'
import type { Eip1193Provider } from '../eip1193/eip1193Types'
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
  return defineConnector({
    name: 'connectors/injected',
    version: '1.0.0',
    createDriver(ctx) {
      const providers = new Map<string, Eip1193Provider>()
      return {
        ...eip1193Driver(id => providers.get(id)),
        restoreTimeoutMs: parameters.restoreTimeoutMs ?? 1_500,
        discover: register => {
          const discovery = discoverInjectedProviders(
            { eip6963: ctx.options.enableEIP6963, legacy: ctx.options.enableInjected },
            ({ detail: { info, provider }, legacy }) => {
              // Dedupe by rdns: a wallet announcing twice (or through two scripts) stays one entry.
              const id = legacy ? LEGACY_INJECTED_ID : info.rdns
              providers.set(id, provider)
              register(
                {
                  id,
                  type: legacy ? 'INJECTED' : 'ANNOUNCED',
                  chain: 'eip155',
                  name: info.name,
                  ...(info.icon ? { imageUrl: info.icon } : {}),
                  ...(info.rdns ? { info: { rdns: info.rdns } } : {}),
                },
                provider,
              )
            },
          )
          // Announcements are validated (zod, a lazy chunk) once the page is idle after its first
          // paint, so a click finds the list ready (issue 27), or sooner when needed: on the
          // visitor's intent (pointer or focus on a button, open, connect), at once to restore a
          // stored connection, or when the modal is always shown (embedded). Until then they are
          // only kept, so the page's first download holds no validator. The modal waits for this
          // work before it draws.
          const validate = () => addIntentWork(ctx.registry, discovery.validate())
          const state = ctx.getState()
          let stopped = false
          if (state.intentShown || ctx.options.enableEmbedded || Object.keys(state.activeConnectorIds).length > 0) validate()
          else void whenPageIdle().then(() => stopped || validate())
          const subscription = ctx.ofType('app/intent-shown', 'storage/restored', 'connection/requested').subscribe(event => {
            if (event.type !== 'storage/restored' || Object.keys(event.payload.snapshot.connectorIds).length > 0) validate()
          })
          return () => {
            stopped = true
            subscription.unsubscribe()
            discovery.stop()
          }
        },
      }
    },
  })
}
