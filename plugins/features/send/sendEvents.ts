import type { SendForm, SendPreview, SendPrices, SendState, SendToken } from './sendState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /** The Send view opened: read the account's token balances. */
    'send/tokens-requested': Record<string, never>
    'send/tokens-fetched': { caipAddress: string; tokens: SendToken[] }
    /** USD prices of the native coin and the tokens, for the fiat equivalent. */
    'send/prices-fetched': SendPrices
    /** The visitor typed (any subset of the form's fields). */
    'send/form-changed': Partial<SendForm>
    /** Check the form, resolve the receiver, estimate the fee. */
    'send/preview-requested': Record<string, never>
    'send/previewed': SendPreview
    /** Back from the preview to the form, everything kept. */
    'send/edit-requested': Record<string, never>
    /** Send what the preview shows: the wallet is asked to confirm. */
    'send/confirm-requested': Record<string, never>
    /**
     * A network or account switch (or a disconnect) discarded the preview, made for another chain
     * or account: back to the form, saying so. `networkChanged`: a token picked on the old chain is
     * not offered on the new one, so the native coin is picked again.
     */
    'send/preview-discarded': { networkChanged: boolean }
    /** The wallet signed and the chain took it; the transaction is pending until its receipt is read. */
    'send/submitted': { txId: string; preview: SendPreview; explorerUrl: string | null }
    /** A pending transaction's receipt was read (`ok`: it succeeded on chain); it is pending no more. */
    'send/settled': { txId: string; ok: boolean }
    'send/confirmed': { txId: string; explorerUrl: string | null }
    /** Any failure: the visitor goes back to the step named, with the form as typed. */
    'send/failed': { message: string; step: 'form' | 'preview'; explorerUrl?: string | null }
    /** A new send from an empty form. */
    'send/reset': Record<string, never>
  }

  interface VestibuleViewMap {
    /** SPEC §2 feature screen: send native coins and tokens (SPEC §1, §9: eip155 and solana). */
    Send: undefined
  }

  interface VestibuleSliceMap {
    send: SendState
  }
}
