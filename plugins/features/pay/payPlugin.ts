import { definePlugin, lazyStart, VestibuleError } from 'vestibule/plugin'
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
      // The chunk starts with the first exchange event, which lazyStart hands it (nothing dispatched twice).
      lazyStart(ctx, ['pay/exchanges-requested', 'pay/exchange-requested'], late =>
        import('./payExchangeRequests').then(module => module.startPayExchange(late)),
      )
      // A refusal to sign is an error worth knowing about (issue 24): a tampered answer, a misconfigured host.
      const offRefused = ctx.on('pay/refused', ({ payload }) =>
        ctx.reportError(new VestibuleError(payload.error.shortMessage, { details: payload.error.details })),
      )
      return offRefused
    },
  })
}
