import { definePlugin, VestibuleError } from 'vestibule/plugin'
import { paySlice } from './paySlice'

/**
 * Pay (SPEC §1; off by default, SPEC §9): holds the payment's state for the Pay view and for
 * `pay(appKit, …)`. A payment from the wallet is made with the instance's public actions; one
 * through an exchange is answered here, by a chunk loaded with the first exchange event.
 */
export function payFeature() {
  return definePlugin({
    name: 'features/pay',
    version: '1.0.0',
    kind: 'feature',
    slice: paySlice,
    setup(ctx) {
      let started: Promise<void> | undefined
      // The chunk starts with the first exchange event, then replays it: its effects subscribe late.
      const off = ctx.on(['pay/exchanges-requested', 'pay/exchange-requested'], event => {
        if (started) return
        started = import('./payExchangeRequests').then(module => {
          if (ctx.signal.aborted) return
          module.startPayExchange(ctx)
          ctx.dispatch({ type: event.type, payload: event.payload } as Parameters<typeof ctx.dispatch>[0])
        })
      })
      // A refusal to sign is an error worth knowing about (issue 24): a tampered answer, a misconfigured host.
      const offRefused = ctx.on('pay/refused', ({ payload }) => ctx.reportError(new VestibuleError(payload.error.shortMessage, { details: payload.error.details })))
      return () => {
        off()
        offRefused()
      }
    },
  })
}
