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
}

export function payErrorKey(text: string): PayMessageKey | undefined {
  return KEYS[text]
}
