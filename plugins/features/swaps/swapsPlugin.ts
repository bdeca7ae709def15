import { definePlugin } from 'vestibule/plugin'
import { swapsSlice } from './swapsSlice'

/**
 * Swaps (SPEC §1, §7 convert API, §9 swap networks and 1% slippage): the Swap view dispatches
 * `swaps/*` requests and reads `state.slices.swaps`; this plugin answers them. Its working code
 * (quotes, approvals, the swap) is a chunk of its own, loaded when the view first opens.
 *
 * @example
 * createAppKit({ projectId, networks: [base], plugins: [injectedConnector(), evmNetworks(), swaps()] })
 * appKit.open({ view: 'Swap', data: { sell: 'USDC', buy: 'WETH', amount: '10' } })
 */
export function swaps() {
  return definePlugin({
    name: 'features/swaps',
    version: '1.0.0',
    kind: 'feature',
    slice: swapsSlice,
    setup(ctx) {
      let teardown: (() => void) | undefined
      let started: Promise<void> | undefined
      const start = () =>
        (started ??= import('./swapsRequests').then(module => {
          if (!ctx.signal.aborted) teardown = module.startSwaps(ctx)
        }))
      // The chunk starts with the first swap event, then replays it: its effects subscribe late.
      const off = ctx.on('swaps/opened', event => {
        if (started) return
        void start().then(() => ctx.dispatch({ type: 'swaps/opened', payload: event.payload }))
      })
      return () => {
        off()
        teardown?.()
      }
    },
  })
}
