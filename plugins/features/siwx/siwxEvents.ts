import type { CaipNetworkId, SerializedError } from 'vestibule/plugin'
import type { SiwxSessionSummary, SiwxState } from './siwxState'

type SiwxAccount = { address: string; caipNetworkId: CaipNetworkId }

declare module 'vestibule' {
  interface VestibuleEventMap {
    /** The plugin read the `siwx`/`siweConfig` option: whether sign-in is required (SPEC §4). */
    'siwx/configured': { required: boolean }
    /** The connected account's sessions are being looked up (a connection, a reload, a switch). */
    'siwx/check-started': SiwxAccount
    /** A stored session is valid: nothing to sign (no prompt after a reload, unlike AppKit's #3709). */
    'siwx/session-restored': { session: SiwxSessionSummary }
    /** No valid session: the sign view opens. */
    'siwx/sign-in-required': SiwxAccount
    /** The visitor chose Sign: the wallet is asked (personal_sign). */
    'siwx/sign-requested': SiwxAccount
    /** Signed, verified and stored (SPEC §4: the modal closes). */
    'siwx/signed': { session: SiwxSessionSummary }
    /** `rejected`: the visitor declined in the wallet ('Signature declined'); the sign view shows it. */
    'siwx/sign-failed': { error: SerializedError; rejected: boolean }
    /** The visitor chose Cancel: disconnected when sign-in is required, else the modal closes (SPEC §4). */
    'siwx/cancelled': Record<string, never>
    'siwx/revoke-requested': SiwxAccount
    'siwx/revoked': SiwxAccount
    'siwx/revoke-failed': SiwxAccount & { error: SerializedError }
    'siwx/sessions-requested': SiwxAccount
    'siwx/sessions-listed': SiwxAccount & { sessions: SiwxSessionSummary[] }
    'siwx/sessions-failed': SiwxAccount & { error: SerializedError }
  }

  interface VestibuleViewMap {
    /** SPEC §2: sign the sign-in message. */
    SIWXSignMessage: undefined
  }

  interface VestibuleSliceMap {
    siwx: SiwxState
  }

  interface VestibuleStorageMap {
    /** SIWX_SESSIONS_KEY: the hosted sessions this browser holds; validated when read (siwxSchemas). */
    '@vestibule/siwx/sessions': unknown
  }
}
