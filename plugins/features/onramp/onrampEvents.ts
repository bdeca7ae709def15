import type { SerializedError } from 'vestibule/plugin'
import type { OnrampOptions, OnrampQuote, OnrampState } from './onrampState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /** The OnRamp view opened for this account and network. */
    'onramp/opened': { caipNetworkId: string; address: string }
    /** SPEC §7 /v1/onramp/options; `fallback`: the call failed or gave no limits, SPEC §9's apply. */
    'onramp/options-fetched': { options: OnrampOptions; fallback: boolean }
    'onramp/form-changed': { purchaseCurrency?: string; paymentCurrency?: string; amount?: string }
    'onramp/quote-fetched': { quote: OnrampQuote }
    /** The visitor chose a provider; the view has opened its window, the plugin asks for its URL. */
    'onramp/buy-requested': { provider: string }
    'onramp/url-fetched': { provider: string; url: string; balanceBefore: string | null; destination: { address: string; caipNetworkId: string } }
    'onramp/url-failed': { error: SerializedError }
    /** The provider's window closed; the balance tells whether anything was bought. */
    'onramp/window-closed': Record<string, never>
    'onramp/purchase-confirmed': { received: string }
    'onramp/purchase-abandoned': Record<string, never>
  }

  interface VestibuleViewMap {
    /** SPEC §2: buy crypto by card through a provider. */
    OnRamp: undefined
  }

  interface VestibuleSliceMap {
    onramp: OnrampState
  }
}
