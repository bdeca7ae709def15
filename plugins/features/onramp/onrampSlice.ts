import { defineSlice } from 'vestibule/plugin'
import './onrampEvents'
import { initialOnrampState, onrampQuoteKey } from './onrampState'

/** The on-ramp form, its quote and the purchase under way, at `state.slices.onramp`. */
export const onrampSlice = /* @__PURE__ */ defineSlice({
  name: 'onramp',
  initial: initialOnrampState,
  source: { module: 'vestibule/plugins/features/onramp', name: 'onrampSlice' },
  on: {
    'onramp/opened': (onramp, { payload }) => {
      onramp.caipNetworkId = payload.caipNetworkId
      onramp.optionsStatus = onramp.options ? 'ready' : 'loading'
      // A purchase under way (the visitor switched account or network while the provider's window
      // is open) goes on: it is bound to its destination, and its window is still watched.
      if (onramp.stage === 'opening' || onramp.stage === 'buying') return
      onramp.stage = 'idle'
      onramp.error = null
      onramp.received = null
    },
    'onramp/options-fetched': (onramp, { payload }) => {
      onramp.options = payload.options as typeof onramp.options
      onramp.optionsStatus = 'ready'
      if (!payload.options.purchaseCurrencies.some(currency => currency.id === onramp.purchaseCurrency))
        onramp.purchaseCurrency = payload.options.purchaseCurrencies[0]?.id ?? ''
      if (!payload.options.paymentCurrencies.some(currency => currency.id === onramp.paymentCurrency))
        onramp.paymentCurrency = payload.options.paymentCurrencies[0]?.id ?? 'USD'
    },
    'onramp/form-changed': (onramp, { payload }) => {
      if (payload.purchaseCurrency !== undefined) onramp.purchaseCurrency = payload.purchaseCurrency
      if (payload.paymentCurrency !== undefined) onramp.paymentCurrency = payload.paymentCurrency
      if (payload.amount !== undefined) onramp.amount = payload.amount
      if (onramp.stage !== 'buying' && onramp.stage !== 'opening') {
        onramp.stage = 'idle'
        onramp.error = null
      }
    },
    'onramp/quote-fetched': (onramp, { payload }) => {
      if (payload.quote.key === onrampQuoteKey(onramp)) onramp.quote = payload.quote
    },
    'onramp/buy-requested': (onramp, { payload }) => {
      onramp.stage = 'opening'
      onramp.provider = payload.provider
      onramp.url = null
      onramp.error = null
      onramp.received = null
    },
    'onramp/url-fetched': (onramp, { payload }) => {
      onramp.stage = 'buying'
      onramp.url = payload.url
      onramp.balanceBefore = payload.balanceBefore
      onramp.destination = payload.destination
    },
    'onramp/url-failed': (onramp, { payload }) => {
      onramp.stage = 'failed'
      onramp.error = payload.error.shortMessage
    },
    'onramp/purchase-confirmed': (onramp, { payload }) => {
      onramp.stage = 'bought'
      onramp.received = payload.received
    },
    'onramp/purchase-abandoned': onramp => {
      onramp.stage = 'abandoned'
    },
  },
})
