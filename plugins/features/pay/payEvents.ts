import type { SerializedError } from 'vestibule/plugin'
import type { PayParameters, PayState } from './payState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    'pay/started': { request: PayParameters }
    'pay/network-switching': { network: string }
    /** The wallet is asked to confirm. */
    'pay/confirming': Record<string, never>
    /** Sent; waiting for the receipt. */
    'pay/pending': { hash: string }
    'pay/succeeded': { hash: string }
    'pay/failed': { error: SerializedError; hash?: string }
  }

  interface VestibuleViewMap {
    /** SPEC §2 pay: the payment's recipient, amount, asset and network. */
    Pay: { recipient: string; amount: string; asset: string; network: string; symbol: string; decimals: number }
  }

  interface VestibuleSliceMap {
    pay: PayState
  }
}
