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

export type PayStatus = 'idle' | 'switching' | 'confirming' | 'pending' | 'success' | 'failure'

export interface PayState {
  readonly status: PayStatus
  readonly request: PayParameters | null
  readonly hash: string | null
  readonly error: string | null
}

export const initialPayState: PayState = { status: 'idle', request: null, hash: null, error: null }
