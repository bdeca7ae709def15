/**
 * The swap flow's own failures (SPEC §8 names none for them; SPEC §8's 'Network not supported for
 * Swaps' is the view's). Kept in English in state and the log, translated at display by key.
 */
export const SwapMessages = {
  QUOTE_EXPIRED: 'The quote expired; check the new quote and try again',
  PRICE_MOVED: 'The price moved beyond the 1% slippage tolerance; check the new quote',
  SWAP_REVERTED: 'The swap failed on chain: the price moved beyond the slippage tolerance',
  APPROVAL_FAILED: 'The approval failed on chain',
  ACCOUNT_CHANGED: 'The account or network changed; check the quote again',
  RECEIPT_TIMEOUT: 'The transaction was not confirmed in time',
  NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
} as const

export class SwapFlowError extends Error {
  constructor(message: (typeof SwapMessages)[keyof typeof SwapMessages]) {
    super(message)
    this.name = 'SwapFlowError'
  }
}
