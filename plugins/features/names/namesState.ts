export type NameLookupStatus = 'loading' | 'found' | 'not-found' | 'error'

export interface NameLookup {
  readonly status: NameLookupStatus
  /** Coin type → address, when found. */
  readonly addresses: Readonly<Record<string, string>>
  readonly error: string | null
}

export interface NameSuggestion {
  readonly name: string
  readonly registered: boolean
}

/** Names (SPEC §7 /v1/profile/*), at `state.slices.names`. */
export interface NamesState {
  /** By full name, lower-case. */
  readonly lookups: Readonly<Record<string, NameLookup>>
  readonly suggestions: {
    readonly query: string
    readonly status: 'idle' | 'loading' | 'ready' | 'error'
    readonly items: readonly NameSuggestion[]
    readonly error: string | null
  }
  /** Names an address holds (reverse lookup, and what this visitor registered), by lower-case address. */
  readonly byAddress: Readonly<Record<string, readonly string[]>>
  /** The last registration: kept here, not in the view, so its outcome survives the wallet's approval closing the modal. */
  readonly registration: { readonly name: string | null; readonly status: 'idle' | 'registering' | 'failed'; readonly error: string | null }
}

export const initialNamesState: NamesState = {
  lookups: {},
  suggestions: { query: '', status: 'idle', items: [], error: null },
  byAddress: {},
  registration: { name: null, status: 'idle', error: null },
}
