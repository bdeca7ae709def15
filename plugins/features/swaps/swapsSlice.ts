import { defineSlice } from 'vestibule/plugin'
import './swapsEvents'
import { initialSwapsState, isSwapInFlight, quoteKeyOf } from './swapsState'

/** The swap form and what the convert API answered for it, at `state.slices.swaps`. */
export const swapsSlice = /* @__PURE__ */ defineSlice({
  name: 'swaps',
  initial: initialSwapsState,
  source: { module: 'vestibule/plugins/features/swaps', name: 'swapsSlice' },
  on: {
    'swaps/opened': (swaps, { payload }) => {
      if (swaps.caipNetworkId !== payload.caipNetworkId) {
        swaps.tokens = []
        swaps.sell = null
        swaps.buy = null
      }
      // A quote is bound to its network and account: (re)opening, as any switch does, discards it.
      swaps.quote = null
      swaps.quoteStatus = 'idle'
      swaps.caipNetworkId = payload.caipNetworkId
      swaps.tokensStatus = 'loading'
      swaps.tokensError = null
      swaps.balances = {}
      // A swap under way (or whose outcome is unknown) keeps its stage: nothing may offer it again.
      if (!isSwapInFlight(swaps.stage)) {
        swaps.stage = 'idle'
        swaps.stageError = null
      }
      if (payload.amount !== undefined) swaps.amount = payload.amount
    },
    'swaps/tokens-fetched': (swaps, { payload }) => {
      if (payload.caipNetworkId !== swaps.caipNetworkId) return
      swaps.tokens = payload.tokens
      swaps.tokensStatus = 'ready'
    },
    'swaps/tokens-failed': (swaps, { payload }) => {
      if (payload.caipNetworkId !== swaps.caipNetworkId) return
      swaps.tokensStatus = 'error'
      swaps.tokensError = payload.error.shortMessage
    },
    'swaps/balances-fetched': (swaps, { payload }) => {
      swaps.balances = payload.balances
    },
    'swaps/form-changed': (swaps, { payload }) => {
      if (payload.sell !== undefined) swaps.sell = payload.sell
      if (payload.buy !== undefined) swaps.buy = payload.buy
      if (payload.amount !== undefined) swaps.amount = payload.amount
      // A finished swap's result gives way to the next one being typed.
      if (swaps.stage === 'success' || swaps.stage === 'failed') {
        swaps.stage = 'idle'
        swaps.stageError = null
      }
      if (swaps.quote?.key !== quoteKeyOf(swaps)) swaps.quoteStatus = 'loading'
      swaps.quoteError = null
    },
    'swaps/quote-requested': swaps => {
      swaps.quoteStatus = 'loading'
      swaps.quoteError = null
    },
    'swaps/quote-fetched': (swaps, { payload }) => {
      // An answer for a form the visitor has since changed is dropped, never shown.
      if (payload.quote.key !== quoteKeyOf(swaps)) return
      swaps.quote = payload.quote
      swaps.quoteStatus = 'ready'
    },
    'swaps/quote-failed': (swaps, { payload }) => {
      if (payload.key !== quoteKeyOf(swaps)) return
      swaps.quote = null
      swaps.quoteStatus = 'error'
      swaps.quoteError = payload.error.shortMessage
    },
    'swaps/swap-requested': swaps => {
      // The plugin runs one swap at a time and ignores this ask: the stage must not say otherwise.
      if (isSwapInFlight(swaps.stage)) return
      swaps.stage = swaps.quote?.allowanceEnough === false ? 'approving' : 'swapping'
      swaps.stageError = null
      swaps.hash = null
    },
    'swaps/approval-sent': (swaps, { payload }) => {
      swaps.hash = payload.hash
      if (swaps.stage === 'unknown') {
        swaps.stage = 'approving'
        swaps.stageError = null
      }
    },
    'swaps/approval-confirmed': swaps => {
      swaps.stage = 'swapping'
      swaps.stageError = null
      swaps.hash = null
    },
    'swaps/swap-sent': (swaps, { payload }) => {
      swaps.hash = payload.hash
      // A wallet that answered late: the swap is followed again like any sent one.
      if (swaps.stage === 'unknown') {
        swaps.stage = 'swapping'
        swaps.stageError = null
      }
    },
    'swaps/swap-succeeded': (swaps, { payload }) => {
      swaps.stage = 'success'
      swaps.stageError = null
      swaps.hash = payload.hash
      swaps.amount = ''
      swaps.quote = null
      swaps.quoteStatus = 'idle'
    },
    'swaps/swap-failed': (swaps, { payload }) => {
      // The form is kept as it was, so the visitor can try again.
      swaps.stage = 'failed'
      swaps.stageError = payload.error.shortMessage
      swaps.hash = payload.hash ?? null
    },
    'swaps/swap-unknown': (swaps, { payload }) => {
      swaps.stage = 'unknown'
      swaps.stageError = payload.error.shortMessage
      if (payload.hash) swaps.hash = payload.hash
    },
  },
})
