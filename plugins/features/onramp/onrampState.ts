export interface OnrampOptions {
  readonly purchaseCurrencies: readonly {
    readonly id: string
    readonly name: string
    readonly symbol: string
    /** Token contract by eip155 chain id, where the options give one (a native asset has none). */
    readonly contracts: Readonly<Record<string, string>>
  }[]
  readonly paymentCurrencies: readonly {
    readonly id: string
    readonly limits: readonly { readonly id: string; readonly min: string; readonly max: string }[]
  }[]
}

export interface OnrampQuote {
  readonly key: string
  readonly purchaseAmount: string
  readonly purchaseCurrency: string
  readonly paymentTotal: string
  readonly paymentCurrency: string
  readonly fee: string | null
  /** SPEC §7: when the quote call fails a mock quote stands in; it is shown as an estimate. */
  readonly estimate: boolean
}

export interface OnrampState {
  readonly caipNetworkId: string | null
  readonly options: OnrampOptions | null
  readonly optionsStatus: 'idle' | 'loading' | 'ready'
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  readonly amount: string
  readonly quote: OnrampQuote | null
  readonly stage: 'idle' | 'opening' | 'buying' | 'bought' | 'abandoned' | 'failed'
  readonly provider: string | null
  readonly url: string | null
  /** The purchased token's balance when the provider opened, base units, to tell a purchase from none. */
  readonly balanceBefore: string | null
  /**
   * Where the provider sends the tokens: the account and network when its window opened. The
   * purchase stays bound to it if the visitor switches account or network meanwhile.
   */
  readonly destination: { readonly address: string; readonly caipNetworkId: string } | null
  readonly received: string | null
  readonly error: string | null
}

export const initialOnrampState: OnrampState = {
  caipNetworkId: null,
  options: null,
  optionsStatus: 'idle',
  purchaseCurrency: '',
  paymentCurrency: 'USD',
  amount: '100',
  quote: null,
  stage: 'idle',
  provider: null,
  url: null,
  balanceBefore: null,
  destination: null,
  received: null,
  error: null,
}

export function onrampQuoteKey(state: Pick<OnrampState, 'purchaseCurrency' | 'paymentCurrency' | 'amount'>): string {
  return `${state.purchaseCurrency}|${state.paymentCurrency}|${state.amount.trim()}`
}
