/** SPEC §9 "Pending transactions limit 99": sent transactions followed at once, awaiting their receipts. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/**
 * How long Send waits for the wallet to answer a signing request before it tells the visitor (the
 * SPEC §9 wait for a request answered on the wallet's side: 2 min). The request is still followed:
 * a late signature is tracked as any other, and nothing else is sent meanwhile.
 */
export const WALLET_ANSWER_TIMEOUT_MS = 120_000

/** Reads of a pending transaction's receipt after the network stopped answering: SPEC §9 retry delays, 1 s doubling to 30 s. */
export const RECEIPT_RETRY_FIRST_MS = 1_000
export const RECEIPT_RETRY_MAX_MS = 30_000

/**
 * How long a preview waits for the account's balance when none was read yet (a visitor quicker
 * than the read that follows the connection): the balance service's and then the chain's SPEC §9
 * 10 s timeouts, the bound appKit.updateNativeBalance waits too.
 */
export const BALANCE_READ_WAIT_MS = 20_000
