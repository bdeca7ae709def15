/** An exchange payment's status is asked for this often while its page is open (SPEC §9 polling 4 s). */
export const PAY_STATUS_POLL_MS = 4_000

/** How often the view or `pay()` looks whether the exchange's window was closed. */
export const PAY_WINDOW_POLL_MS = 500

/** Gives up on a wallet payment's receipt, or an exchange's answer, after this long (SPEC §9 requests 2 min). */
export const PAY_TIMEOUT_MS = 120_000

/** The exchange window's size: the deposit pages are laid out for a phone-sized window. */
export const PAY_WINDOW_FEATURES = 'popup,width=420,height=640'

/** SPEC §9 query retries: a failed receipt read is tried again after 1 s, doubling up to 30 s. */
export const PAY_RECEIPT_RETRY_BASE_MS = 1_000
export const PAY_RECEIPT_RETRY_MAX_MS = 30_000

/**
 * Pay's own failure texts (SPEC §8 has none for pay; the exchange ones are AppKit pay's), in
 * English in state and the event log, translated at display.
 */
export const PayMessages = {
  EXCHANGES_FAILED: 'Unable to get exchanges',
  PAY_URL_FAILED: 'Unable to get payment URL',
  BUY_STATUS_FAILED: 'Unable to get buy status',
  EXCHANGE_FAILED: 'The exchange did not complete the payment',
  WINDOW_CLOSED: 'The exchange window closed without paying',
  CHAIN_FAILED: 'The payment failed on chain',
  RECEIPT_TIMEOUT: 'The payment was not confirmed in time',
  /** Sent, but its receipt has not been read yet: it may still land, so it is never offered again. */
  UNCONFIRMED: 'The payment was sent but is not confirmed yet. Check your wallet before paying again',
  WALLET_TIMEOUT: 'The wallet did not answer in time. Check your wallet before paying again',
  ALREADY_UNDER_WAY: 'A payment is already under way',
  // Verify before signing (issue 24): what the wallet would sign differs from what the visitor saw.
  WRONG_CHAIN: 'The wallet is on another network than the payment',
  WRONG_TOKEN: 'The token to send is not the one shown',
  WRONG_RECEIVER: 'The receiver is not the one shown',
  WRONG_AMOUNT: 'The amount is not the one shown',
} as const

/** The refusals above: what the wallet would sign (or the exchange would pay) is not what the visitor saw. */
export type PayMismatch = (typeof PayMessages)['WRONG_CHAIN' | 'WRONG_TOKEN' | 'WRONG_RECEIVER' | 'WRONG_AMOUNT']
