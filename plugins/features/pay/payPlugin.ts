import { definePlugin } from 'vestibule/plugin'
import { paySlice } from './paySlice'

/**
 * Pay (SPEC §1; off by default, SPEC §9): holds the payment's state for the Pay view and for
 * `pay(appKit, …)`, which does the work with the instance's public actions.
 */
export function payFeature() {
  return definePlugin({ name: 'features/pay', version: '1.0.0', kind: 'feature', slice: paySlice, setup() {} })
}
