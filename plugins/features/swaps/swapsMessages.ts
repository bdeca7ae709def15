import { VestibuleError } from 'vestibule/plugin'

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
  // A built transaction that differs from the accepted quote never reaches the wallet (issue 24).
  REFUSED_CHAIN: 'The swap transaction was built for another network. Nothing was sent to your wallet.',
  REFUSED_ROUTER: 'The swap transaction goes to a contract that is not a known swap router. Nothing was sent to your wallet.',
  REFUSED_VALUE: 'The swap transaction would send a different amount than the quote. Nothing was sent to your wallet.',
  REFUSED_MINIMUM: 'The swap transaction accepts less than the minimum received shown. Nothing was sent to your wallet.',
  REFUSED_TRADE: 'The swap transaction trades other tokens or another amount than the quote. Nothing was sent to your wallet.',
  REFUSED_RECIPIENT: 'The swap transaction pays out to another account than yours. Nothing was sent to your wallet.',
  REFUSED_APPROVAL_AMOUNT: 'The approval asked for is not exactly the amount to sell. Nothing was sent to your wallet.',
  REFUSED_APPROVAL_TARGET: 'The approval is for another token or contract than this swap. Nothing was sent to your wallet.',
  REFUSED_UNREADABLE: 'The swap transaction could not be checked against the quote. Nothing was sent to your wallet.',
  // Sent, but not known to be mined: never reported as failed, never offered again (issue 24).
  OUTCOME_UNKNOWN: "The transaction was sent but its outcome is not known yet; check your wallet's activity before swapping again",
  WALLET_TIMEOUT: 'Your wallet did not answer in time; if it still sends the transaction, this view will follow it',
} as const

export type SwapMessage = (typeof SwapMessages)[keyof typeof SwapMessages]

export class SwapFlowError extends VestibuleError {
  constructor(message: SwapMessage) {
    super(message)
    this.name = 'SwapFlowError'
  }
}
