import { definePlugin, lazyStart, isSmartAccount, type EventInput } from 'vestibule/plugin'
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
      'onramp/buy-requested': (event, state) => ({ event: 'SELECT_BUY_PROVIDER', properties: { provider: event.payload.provider, isSmartAccount: isSmartAccount(state) } }),
    },
    setup(ctx) {
      // The chunk starts with the first on-ramp event, which lazyStart hands it (nothing dispatched twice).
      lazyStart(ctx, 'onramp/opened', late => import('./onrampRequests').then(module => module.startOnramp(late)))
      // A purchase lands outside the wallet (the provider sends the tokens), so nothing the wallet
      // did refreshes the Account view: the portfolio's balances and Activity are asked again here,
      // through its public events, when it is installed (its slice is there).
      const offBought = ctx.on('onramp/purchase-confirmed', (): EventInput[] | undefined => {
        const state = ctx.getState()
        const destination = state.slices.onramp?.destination
        if (!state.slices.portfolio || !destination) return undefined
        const caipAddress = `${destination.caipNetworkId}:${destination.address}`
        const refreshes: EventInput[] = [{ type: 'portfolio/balances-requested', payload: { caipAddress, force: true } }]
        // Activity not shown yet fetches its first page when it is; one already shown is fetched again.
        if (state.slices.portfolio.history[caipAddress]) refreshes.push({ type: 'portfolio/history-requested', payload: { caipAddress, cursor: null, force: true } })
        return refreshes
      })
      return offBought
    },
  })
}
