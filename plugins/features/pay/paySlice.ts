import { defineSlice } from 'vestibule/plugin'
import './payEvents'
import { initialPayState } from './payState'

/** The payment under way and how it ended (pending, success, failure), and the exchanges listed, at `state.slices.pay`. */
export const paySlice = /* @__PURE__ */ defineSlice({
  name: 'pay',
  initial: initialPayState,
  source: { module: 'vestibule/plugins/features/pay', name: 'paySlice' },
  on: {
    'pay/started': (pay, { payload }) => ({
      ...pay,
      status: 'confirming' as const,
      request: payload.request,
      via: 'wallet' as const,
      exchangeId: null,
      sessionId: null,
      hash: null,
      error: null,
    }),
    'pay/network-switching': pay => {
      pay.status = 'switching'
    },
    'pay/confirming': pay => {
      pay.status = 'confirming'
    },
    'pay/pending': (pay, { payload }) => {
      pay.status = 'pending'
      pay.hash = payload.hash
      pay.error = null
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
    'pay/refused': (pay, { payload }) => {
      pay.status = 'failure'
      pay.error = payload.error.shortMessage
      pay.hash = null
    },
    'pay/unconfirmed': (pay, { payload }) => {
      pay.status = 'unconfirmed'
      pay.error = payload.error.shortMessage
      if (payload.hash) pay.hash = payload.hash
    },
    'pay/exchanges-requested': pay => {
      pay.exchangesStatus = 'loading'
      pay.exchangesError = null
    },
    'pay/exchanges-fetched': (pay, { payload }) => {
      pay.exchanges = payload.exchanges
      pay.exchangesStatus = 'ready'
    },
    'pay/exchanges-failed': (pay, { payload }) => {
      pay.exchanges = []
      pay.exchangesStatus = 'error'
      pay.exchangesError = payload.error.shortMessage
    },
    'pay/exchange-requested': (pay, { payload }) => ({
      ...pay,
      status: 'opening' as const,
      request: payload.request,
      via: 'exchange' as const,
      exchangeId: payload.exchangeId,
      sessionId: null,
      hash: null,
      error: null,
    }),
    'pay/exchange-opened': (pay, { payload }) => {
      if (pay.status !== 'opening' || pay.exchangeId !== payload.exchangeId) return
      pay.status = 'pending'
      pay.sessionId = payload.sessionId
    },
  },
})
