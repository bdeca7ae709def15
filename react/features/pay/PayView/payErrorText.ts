import { PayMessages } from '../../../../plugins/features/pay/payConstants'
import type { PayMessageKey } from '../payMessages'

/** Pay's own failure texts (English in state) → their keys in the pay namespace, for display. */
const KEYS: Readonly<Record<string, PayMessageKey>> = {
  [PayMessages.EXCHANGES_FAILED]: 'error.exchanges',
  [PayMessages.PAY_URL_FAILED]: 'error.payUrl',
  [PayMessages.BUY_STATUS_FAILED]: 'error.buyStatus',
  [PayMessages.EXCHANGE_FAILED]: 'error.exchangeFailed',
  [PayMessages.WINDOW_CLOSED]: 'error.windowClosed',
  [PayMessages.CHAIN_FAILED]: 'error.chainFailed',
  [PayMessages.RECEIPT_TIMEOUT]: 'error.receiptTimeout',
  [PayMessages.UNCONFIRMED]: 'error.unconfirmed',
  [PayMessages.WALLET_TIMEOUT]: 'error.walletTimeout',
  [PayMessages.ALREADY_UNDER_WAY]: 'error.alreadyUnderWay',
  [PayMessages.WRONG_CHAIN]: 'error.wrongChain',
  [PayMessages.WRONG_TOKEN]: 'error.wrongToken',
  [PayMessages.WRONG_RECEIVER]: 'error.wrongReceiver',
  [PayMessages.WRONG_AMOUNT]: 'error.wrongAmount',
}

/** The refusals to sign: nothing was sent, and the view says so. */
const REFUSALS: ReadonlySet<string> = new Set([PayMessages.WRONG_CHAIN, PayMessages.WRONG_TOKEN, PayMessages.WRONG_RECEIVER, PayMessages.WRONG_AMOUNT])

export function isPayRefusal(text: string): boolean {
  return REFUSALS.has(text)
}

export function payErrorKey(text: string): PayMessageKey | undefined {
  return KEYS[text]
}
