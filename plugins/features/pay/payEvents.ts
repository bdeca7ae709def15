import type { SerializedError } from 'vestibule/plugin'
import type { PayExchange, PayParameters, PayState } from './payState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /** A payment from the connected wallet starts. */
    'pay/started': { request: PayParameters }
    'pay/network-switching': { network: string }
    /** The wallet is asked to confirm. */
    'pay/confirming': Record<string, never>
    /** Sent; waiting for the receipt. */
    'pay/pending': { hash: string }
    'pay/succeeded': { hash: string }
    'pay/failed': { error: SerializedError; hash?: string }
    /**
     * Refused before anything reached the wallet (or the exchange's page opened): what would be signed
     * or paid is not what the visitor saw (issue 24). Nothing was sent; the visitor may try again.
     */
    'pay/refused': { error: SerializedError }
    /**
     * Sent (or asked of a wallet that has not answered in time) and not confirmed yet: its outcome is
     * unknown, so it is never offered again; the receipt is still read, and settles it.
     */
    'pay/unconfirmed': { error: SerializedError; hash?: string }
    /** The exchanges that can take this payment are wanted (the Pay view lists them). */
    'pay/exchanges-requested': { network: string; asset: string }
    'pay/exchanges-fetched': { exchanges: PayExchange[] }
    'pay/exchanges-failed': { error: SerializedError }
    /** A payment through an exchange's deposit page starts: its URL is asked for. */
    'pay/exchange-requested': { request: PayParameters; exchangeId: string }
    /** The deposit page is known and opened; the exchange's status is polled until it pays or fails. */
    'pay/exchange-opened': { exchangeId: string; sessionId: string; url: string }
    /** The deposit page's window closed: its status is read at once (closed unpaid is a failure). */
    'pay/exchange-window-closed': Record<string, never>
  }

  interface VestibuleViewMap {
    /** SPEC §2 pay: the payment's recipient, amount, asset and network. */
    Pay: { recipient: string; amount: string; asset: string; network: string; symbol: string; decimals: number }
  }

  interface VestibuleSliceMap {
    pay: PayState
  }
}
