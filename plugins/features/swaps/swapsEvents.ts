import type { SerializedError } from 'vestibule/plugin'
import type { SwapQuote, SwapsState, SwapToken } from './swapsState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /** The Swap view opened (or the account or network changed under it): tokens and balances are (re)read. */
    'swaps/opened': { caipNetworkId: string; address: string; sell?: string; buy?: string; amount?: string }
    'swaps/tokens-fetched': { caipNetworkId: string; tokens: SwapToken[] }
    'swaps/tokens-failed': { caipNetworkId: string; error: SerializedError }
    /** Balances by CAIP-10 token address, base units, read from the chain. */
    'swaps/balances-fetched': { balances: Record<string, string> }
    /** The visitor changed the form; a quote is asked for once typing pauses (debounced). */
    'swaps/form-changed': { sell?: string | null; buy?: string | null; amount?: string }
    /** Ask for the form's quote again now (retry after a failure, periodic refresh). */
    'swaps/quote-requested': { key: string }
    'swaps/quote-fetched': { quote: SwapQuote }
    'swaps/quote-failed': { key: string; error: SerializedError }
    /** The visitor confirmed the quote with this key; a stale one is refused, never signed. */
    'swaps/swap-requested': { key: string }
    /** The approval left the wallet: followed by its hash until its receipt is read. */
    'swaps/approval-sent': { hash: string }
    'swaps/approval-confirmed': { hash: string }
    'swaps/swap-sent': { hash: string }
    'swaps/swap-succeeded': { hash: string }
    'swaps/swap-failed': { error: SerializedError; hash?: string }
    /** Sent (or asked of a wallet that did not answer) but not known to be mined: neither failed nor offered again. */
    'swaps/swap-unknown': { error: SerializedError; hash?: string }
  }

  interface VestibuleViewMap {
    /** SPEC §2: the swap view, opened by name with optional swap arguments (token symbols or CAIP-10 addresses, amount). */
    Swap: { sell?: string; buy?: string; amount?: string } | undefined
  }

  interface VestibuleSliceMap {
    swaps: SwapsState
  }
}
