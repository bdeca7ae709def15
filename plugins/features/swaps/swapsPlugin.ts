import { definePlugin, lazyStart, isSmartAccount, type VestibuleState } from 'vestibule/plugin'
import { initialSwapsState } from './swapsState'
import { swapsSlice } from './swapsSlice'

/** AppKit's swap event properties: what the quote the visitor confirmed swaps. */
function swapProperties(state: VestibuleState) {
  const swap = state.slices.swaps ?? initialSwapsState
  return {
    isSmartAccount: isSmartAccount(state),
    network: swap.caipNetworkId ?? state.activeCaipNetworkId ?? '',
    swapFromToken: swap.quote?.sell ?? swap.sell ?? '',
    swapToToken: swap.quote?.buy ?? swap.buy ?? '',
    swapFromAmount: swap.quote?.fromAmount ?? swap.amount,
    swapToAmount: swap.quote?.toAmount ?? '',
  }
}

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
    // AppKit's names and properties (none of them is a SPEC §7 tracked event).
    analytics: {
      'swaps/swap-requested': (_event, state) => ({ event: 'INITIATE_SWAP', properties: swapProperties(state) }),
      'swaps/swap-succeeded': (_event, state) => ({ event: 'SWAP_SUCCESS', properties: swapProperties(state) }),
      'swaps/swap-failed': (event, state) => ({ event: 'SWAP_ERROR', properties: { ...swapProperties(state), message: event.payload.error.shortMessage } }),
    },
    setup(ctx) {
      // The chunk starts with the first swap event, which lazyStart hands it (nothing dispatched twice).
      lazyStart(ctx, 'swaps/opened', late => import('./swapsRequests').then(module => module.startSwaps(late)))
    },
  })
}
