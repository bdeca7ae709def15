/** What to pay: SPEC §1 pay, AppKit's paymentAsset shape flattened to JSON. */
export interface PayParameters {
  /** The address paid. */
  readonly recipient: string
  /** Whole units, as a decimal string (`'12.5'`). */
  readonly amount: string
  /** `'native'` or the ERC-20 contract address. */
  readonly asset: string
  /** CAIP-2 network the payment is made on (`eip155:8453`). */
  readonly network: string
  readonly symbol: string
  readonly decimals: number
}

/** An exchange the visitor can pay from (its deposit page pays the recipient). */
export interface PayExchange {
  readonly id: string
  readonly name: string
  readonly imageUrl: string
}

/**
 * idle → (wallet) switching → confirming → pending, or (exchange) opening → pending; then success or
 * failure. `pending`: sent and awaiting its receipt, or waiting for the exchange to pay.
 * `unconfirmed`: sent (or the wallet has not answered) but no receipt read yet; it may still land,
 * so, as `pending`, it is never offered again until its receipt settles it.
 */
export type PayStatus = 'idle' | 'switching' | 'confirming' | 'opening' | 'pending' | 'unconfirmed' | 'success' | 'failure'

/** A wallet payment whose outcome is not known yet: paying again could pay twice. */
export const isPayUnsettled = (status: PayStatus) =>
  status === 'switching' || status === 'confirming' || status === 'opening' || status === 'pending' || status === 'unconfirmed'

export interface PayState {
  readonly status: PayStatus
  readonly request: PayParameters | null
  /** How the payment under way is made: from the connected wallet or through an exchange's page. */
  readonly via: 'wallet' | 'exchange' | null
  readonly exchangeId: string | null
  /** The exchange's session for this payment, polled for its status. */
  readonly sessionId: string | null
  readonly hash: string | null
  readonly error: string | null
  /** The exchanges listed for the payment the view shows. */
  readonly exchanges: readonly PayExchange[]
  readonly exchangesStatus: 'idle' | 'loading' | 'ready' | 'error'
  readonly exchangesError: string | null
}

export const initialPayState: PayState = {
  status: 'idle',
  request: null,
  via: null,
  exchangeId: null,
  sessionId: null,
  hash: null,
  error: null,
  exchanges: [],
  exchangesStatus: 'idle',
  exchangesError: null,
}
