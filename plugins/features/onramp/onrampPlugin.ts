import { definePlugin } from 'vestibule/plugin'
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
    setup(ctx) {
      let teardown: (() => void) | undefined
      let started: Promise<void> | undefined
      // The chunk starts with the first on-ramp event, then replays it: its effects subscribe late.
      const off = ctx.on('onramp/opened', event => {
        if (started) return
        started = import('./onrampRequests').then(module => {
          if (ctx.signal.aborted) return
          teardown = module.startOnramp(ctx)
          ctx.dispatch({ type: 'onramp/opened', payload: event.payload })
        })
      })
      return () => {
        off()
        teardown?.()
      }
    },
  })
}
