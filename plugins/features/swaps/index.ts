// `vestibule/plugins/features/swaps`: swaps on the convert API (SPEC §1, §7, §9).
import './swapsEvents'

export { swaps } from './swapsPlugin'
export { swapsSlice } from './swapsSlice'
export { isSwapNetwork, parseSwapAmount, isAllowanceEnough, minimumReceived, formatBaseUnits } from './swapsRules'
export type { AmountProblem } from './swapsRules'
export type { SwapQuote, SwapsState, SwapStage, SwapToken } from './swapsState'
export { SWAP_CHAIN_IDS, SWAP_SLIPPAGE_PERCENT, QUOTE_DEBOUNCE_MS, QUOTE_REFRESH_MS } from './swapsConstants'
export { SwapMessages } from './swapsMessages'
