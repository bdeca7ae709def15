import type { CaipNetworkId } from 'vestibule/plugin'

/** What the visitor typed; kept through every error (issue 13). */
export interface SendForm {
  /** `native`, or a token's address / mint. */
  readonly tokenId: string | null
  readonly amount: string
  /** An address, or a name resolved through the identity API. */
  readonly receiver: string
}

/** A token the account can send. */
export interface SendToken {
  readonly id: string
  readonly symbol: string
  readonly decimals: number
  /** Full-precision decimal string. */
  readonly balance: string
}

/** What the visitor confirms: the resolved receiver and the fee read from the chain. */
export interface SendPreview {
  readonly caipNetworkId: CaipNetworkId
  readonly from: string
  readonly to: string
  /** The name typed, when the receiver was one. */
  readonly receiverName: string | null
  readonly token: SendToken
  readonly amount: string
  /** Base units, decimal string. */
  readonly value: string
  readonly fee: string
  readonly feeSymbol: string
  /**
   * EVM: the gas limit the fee was estimated with, decimal string, handed to the wallet with the
   * transaction so it sends what the visitor confirmed; null where the namespace has none (Solana).
   */
  readonly gas: string | null
  /**
   * bip122: the fee rate (sat/vB) the fee was estimated at, read from the chain; the transaction is
   * built at that rate and checked against it. Absent where the namespace has none.
   */
  readonly feeRate?: number
}

/** USD prices of the tokens of one network (SPEC §7 POST /v1/fungible/price), keyed by token id. */
export interface SendPrices {
  readonly caipNetworkId: string
  readonly byToken: Readonly<Record<string, number>>
}

/**
 * A sent transaction whose receipt is not read yet (the chain took it; its outcome is unknown).
 * Followed until its receipt comes, and while it is here no new send from its account on its chain
 * is offered (issue 24: never pay twice).
 */
export interface PendingSend {
  readonly txId: string
  /** What the visitor confirmed: its chain, account, receiver and amount. */
  readonly preview: SendPreview
  readonly explorerUrl: string | null
}

export type SendStep = 'form' | 'previewing' | 'preview' | 'confirming' | 'pending' | 'confirmed'

export interface SendState {
  /** Tokens other than the native coin, read from the chain for one account (`caipAddress`). */
  readonly tokens: { readonly caipAddress: string; readonly list: readonly SendToken[] } | null
  /** Prices for the fiat equivalent under the amount; null until answered (then no fiat is shown). */
  readonly prices: SendPrices | null
  readonly form: SendForm
  readonly step: SendStep
  /** The last error, shown with the form or the preview; English, SPEC §8 verbatim where it applies. */
  readonly error: string | null
  readonly preview: SendPreview | null
  readonly txId: string | null
  readonly explorerUrl: string | null
  /** Sent transactions awaiting their receipt, oldest first; at most SPEC §9's 99. */
  readonly pending: readonly PendingSend[]
}

export const initialSendState: SendState = {
  tokens: null,
  prices: null,
  form: { tokenId: 'native', amount: '', receiver: '' },
  step: 'form',
  error: null,
  preview: null,
  txId: null,
  explorerUrl: null,
  pending: [],
}
