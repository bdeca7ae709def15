import { defineSlice } from 'vestibule/plugin'
import './payEvents'
import { initialPayState } from './payState'

/** The payment under way and how it ended, at `state.slices.pay` (pending, success, failure). */
export const paySlice = /* @__PURE__ */ defineSlice({
  name: 'pay',
  initial: initialPayState,
  source: { module: 'vestibule/plugins/features/pay', name: 'paySlice' },
  on: {
    'pay/started': (_pay, { payload }) => ({ status: 'confirming' as const, request: payload.request, hash: null, error: null }),
    'pay/network-switching': pay => {
      pay.status = 'switching'
    },
    'pay/confirming': pay => {
      pay.status = 'confirming'
    },
    'pay/pending': (pay, { payload }) => {
      pay.status = 'pending'
      pay.hash = payload.hash
    },
    'pay/succeeded': (pay, { payload }) => {
      pay.status = 'success'
      pay.hash = payload.hash
    },
    'pay/failed': (pay, { payload }) => {
      pay.status = 'failure'
      pay.error = payload.error.shortMessage
      pay.hash = payload.hash ?? null
    },
  },
})
