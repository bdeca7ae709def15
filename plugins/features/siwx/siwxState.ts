import type { CaipNetworkId } from 'vestibule/plugin'

/** What state shows of a session: never its signature or message (they stay in the config's store). */
export interface SiwxSessionSummary {
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
  readonly domain: string
  readonly issuedAt: string | null
  readonly expirationTime: string | null
}

/**
 * `unsigned`: the connected account has no session and the sign view asks for one; `signing`: the
 * wallet is asked; `error`: it declined or the session was refused (`error` holds SPEC §8's text).
 */
export type SiwxStatus = 'idle' | 'checking' | 'unsigned' | 'signing' | 'signed' | 'error'

/** Sign in with X (SPEC §4), at `state.slices.siwx`. */
export interface SiwxState {
  readonly required: boolean
  readonly status: SiwxStatus
  /** The account that must sign, or that signed. */
  readonly account: { readonly address: string; readonly caipNetworkId: CaipNetworkId } | null
  readonly session: SiwxSessionSummary | null
  readonly error: string | null
  /** The last list asked for (`getSiwxSessions`). */
  readonly sessions: readonly SiwxSessionSummary[]
  readonly revoking: boolean
}

export const initialSiwxState: SiwxState = { required: false, status: 'idle', account: null, session: null, error: null, sessions: [], revoking: false }
