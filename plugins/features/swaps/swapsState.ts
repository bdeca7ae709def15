/** SPEC §3 swap token, as the convert token list gives it, with its balance once read (base units). */
export interface SwapToken {
  /** CAIP-10 (`eip155:8453:0x…`). */
  readonly address: string
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  readonly logoUri: string
  readonly eip2612: boolean
}

/** A quote as shown: amounts in base units (decimal strings, state holds no bigint). */
export interface SwapQuote {
  /** What the quote answers: sell token, buy token and amount; a form that moved on makes it stale. */
  readonly key: string
  /** The network and account it was quoted for: a quote is never signed on another (issue 24). */
  readonly caipNetworkId: string
  readonly address: string
  readonly sell: string
  readonly buy: string
  readonly fromAmount: string
  readonly toAmount: string
  /** toAmount less the slippage tolerance (SPEC §9: 1%). */
  readonly minimumReceived: string
  /** Buy tokens per sell token, as a decimal string. */
  readonly rate: string
  /** Percent the trade loses against the spot prices (fee and pool depth), when both prices are known. */
  readonly priceImpact: number | null
  /** Network fee in the native token, as a decimal string, and in USD when priced. */
  readonly networkFee: string
  readonly networkFeeUsd: number | null
  /** Whether the router's allowance covers the amount (SPEC §5). */
  readonly allowanceEnough: boolean
  readonly fetchedAt: number
}

/**
 * `approving` / `swapping`: in the wallet, then (with `hash` set) sent and waiting for its receipt.
 * `unknown`: sent (or asked of a wallet that did not answer) with no outcome yet; never offered again.
 */
export type SwapStage = 'idle' | 'approving' | 'swapping' | 'unknown' | 'success' | 'failed'

/** A swap is under way or its outcome is unknown: the view offers no new one. */
export const isSwapInFlight = (stage: SwapStage): boolean => stage === 'approving' || stage === 'swapping' || stage === 'unknown'

export interface SwapsState {
  readonly caipNetworkId: string | null
  readonly tokens: readonly SwapToken[]
  readonly tokensStatus: 'idle' | 'loading' | 'ready' | 'error'
  readonly tokensError: string | null
  /** Balances by CAIP-10 token address, base units. */
  readonly balances: Readonly<Record<string, string>>
  readonly sell: string | null
  readonly buy: string | null
  readonly amount: string
  readonly quote: SwapQuote | null
  readonly quoteStatus: 'idle' | 'loading' | 'ready' | 'error'
  readonly quoteError: string | null
  readonly stage: SwapStage
  readonly stageError: string | null
  readonly hash: string | null
}

export const initialSwapsState: SwapsState = {
  caipNetworkId: null,
  tokens: [],
  tokensStatus: 'idle',
  tokensError: null,
  balances: {},
  sell: null,
  buy: null,
  amount: '',
  quote: null,
  quoteStatus: 'idle',
  quoteError: null,
  stage: 'idle',
  stageError: null,
  hash: null,
}

/** The key a quote answers for this form: a quote whose key differs is stale. */
export function quoteKeyOf(form: { readonly sell: string | null; readonly buy: string | null; readonly amount: string }): string {
  return `${form.sell ?? ''}|${form.buy ?? ''}|${form.amount.trim()}`
}
