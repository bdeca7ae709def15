import type { SerializedError } from 'vestibule/plugin'
import type { NameSuggestion, NamesState } from './namesState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /** Look a name up (GET /v1/profile/account/{name}). */
    'names/lookup-requested': { name: string }
    /** `addresses` null: the name is not registered. */
    'names/lookup-answered': { name: string; addresses: Record<string, string> | null }
    'names/lookup-failed': { name: string; error: SerializedError }
    /** The visitor typed a name; suggestions are asked once typing pauses (debounced). */
    'names/suggestions-requested': { query: string }
    'names/suggestions-fetched': { query: string; suggestions: NameSuggestion[] }
    'names/suggestions-failed': { query: string; error: SerializedError }
    /**
     * Register a name for the connected account: the plugin checks SPEC §5's rule, has the wallet
     * sign the bound message, then posts it (POST /v1/profile/account). `fromView`: asked from
     * RegisterAccountName, whose success view then shows even if the wallet's approval closed the modal.
     */
    'names/register-requested': { name: string; fromView?: boolean }
    'names/registered': { name: string; address: string; fromView?: boolean }
    'names/register-failed': { name: string; error: SerializedError; fromView?: boolean }
    /** GET /v1/profile/reverse/{address}: the names an address holds. */
    'names/reverse-fetched': { address: string; names: string[] }
  }

  interface VestibuleViewMap {
    /** SPEC §2: choose and register an account name. */
    RegisterAccountName: undefined
    /** SPEC §2: the name is registered. */
    RegisterAccountNameSuccess: { name: string }
  }

  interface VestibuleSliceMap {
    names: NamesState
  }
}
