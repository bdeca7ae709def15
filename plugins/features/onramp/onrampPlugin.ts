import { definePlugin, lazyStart, isSmartAccount, toCaipAddress, type CaipNetworkId } from 'vestibule/plugin'
import { onrampSlice } from './onrampSlice'

/**
 * On-ramp (SPEC §1 buy crypto by card, §7 on-ramp calls, §9 providers and limits): the OnRamp view
 * dispatches `onramp/*` events and reads `state.slices.onramp`; this plugin answers. Its working
 * code is a chunk of its own, loaded when the view first opens.
 *
 * @example
 * createAppKit({ projectId, networks: [base], plugins: [injectedConnector(), evmNetworks(), onramp()] })
 * appKit.open({ view: 'OnRamp' })
 */
export function onramp() {
  return definePlugin({
    name: 'features/onramp',
    version: '1.0.0',
    kind: 'feature',
    slice: onrampSlice,
    // AppKit's name and properties (not a SPEC §7 tracked event).
    analytics: {
      'onramp/buy-requested': (event, state) => ({
        event: 'SELECT_BUY_PROVIDER',
        properties: { provider: event.payload.provider, isSmartAccount: isSmartAccount(state) },
      }),
    },
    setup(ctx) {
      // The chunk starts with the first on-ramp event, which lazyStart hands it (nothing dispatched twice).
      lazyStart(ctx, 'onramp/opened', late => import('./onrampRequests').then(module => module.startOnramp(late)))
      // A purchase lands outside the wallet (the provider sends the tokens), so nothing the wallet
      // did says the account changed: on-ramp says it, for whoever shows balances (portfolio).
      const offBought = ctx.on('onramp/purchase-confirmed', () => {
        const destination = ctx.getState().slices.onramp?.destination
        if (!destination) return undefined
        return { type: 'account/assets-changed', payload: { caipAddress: toCaipAddress(destination.caipNetworkId as CaipNetworkId, destination.address) } }
      })
      return offBought
    },
  })
}
