import { defineSlice } from 'vestibule/plugin'
import './sendEvents'
import { initialSendState } from './sendState'

/** The Send flow at `state.slices.send`: the form as typed, the step, the preview and the result. */
export const sendSlice = /* @__PURE__ */ defineSlice({
  name: 'send',
  initial: initialSendState,
  source: { module: 'vestibule/plugins/features/send', name: 'sendSlice' },
  on: {
    'send/tokens-fetched': (send, { payload }) => {
      send.tokens = { caipAddress: payload.caipAddress, list: payload.tokens }
    },
    'send/prices-fetched': (send, { payload }) => {
      send.prices = payload
    },
    'send/form-changed': (send, { payload }) => {
      send.form = { ...send.form, ...payload }
      // A change invalidates the preview and the error it answered.
      if (send.step === 'preview' || send.step === 'form') {
        send.step = 'form'
        send.preview = null
        send.error = null
      }
    },
    'send/preview-requested': send => {
      send.step = 'previewing'
      send.error = null
    },
    'send/previewed': (send, { payload }) => {
      send.step = 'preview'
      send.preview = payload
    },
    'send/edit-requested': send => {
      send.step = 'form'
      send.preview = null
      send.error = null
    },
    'send/confirm-requested': send => {
      send.step = 'confirming'
      send.error = null
    },
    'send/submitted': (send, { payload }) => {
      send.step = 'pending'
      send.txId = payload.txId
    },
    'send/confirmed': (send, { payload }) => {
      send.step = 'confirmed'
      send.txId = payload.txId
      send.explorerUrl = payload.explorerUrl
    },
    'send/failed': (send, { payload }) => {
      // The form is never touched here: the visitor finds what they typed.
      send.step = payload.step
      send.error = payload.message
      if (payload.step === 'form') send.preview = null
      // A transaction sent but not confirmed: where to check it.
      if (payload.explorerUrl !== undefined) send.explorerUrl = payload.explorerUrl
    },
    // A new send keeps the token balances and prices read for the account.
    'send/reset': (_send, _event, root) => ({ ...initialSendState, tokens: root.slices.send?.tokens ?? null, prices: root.slices.send?.prices ?? null }),
  },
})
