import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../events/caip'
import type { SnackbarVariant } from '../events/eventMap'
import type { RouteName, ViewData } from '../events/views'
import type { OptionsSnapshot } from '../schemas/optionsSnapshot'
import type { RemoteFeatures } from '../schemas/appSchemas'
import type { AccountState, ConnectionRecord, ConnectorInfo, RecentWallet, SerializedError, ThemeMode, ThemeVariables } from '../schemas/entities'

/**
 * The state of every feature slice, by slice name. A feature adds its own by declaration merging,
 * and reads it back typed at `state.slices[name]`:
 *
 * @example
 * declare module 'vestibule' {
 *   interface VestibuleSliceMap { greeter: { greeted: number } }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface VestibuleSliceMap {}

export interface ModalState {
  readonly isOpen: boolean
  readonly view: RouteName
  readonly data: ViewData | null
  /** Views pushed since opening; the last is the current view. */
  readonly history: readonly RouteName[]
  /** Direction of the last move, for the Next/Prev transition (SPEC §2). */
  readonly direction: 'next' | 'prev'
  readonly shaking: boolean
  readonly loading: boolean
}

export interface SnackbarState {
  readonly open: boolean
  readonly message: string
  readonly variant: SnackbarVariant
  /** Bumped per message, so a view can tell a new message from the same text shown again. */
  readonly serial: number
}

export interface CacheEntry<T> {
  readonly value: T
  readonly timestamp: number
}

/** SPEC §3 caches, stamped with event time; readers discard entries past their age (SPEC §4). */
export interface CachesState {
  readonly balance: Readonly<Record<CaipAddress, CacheEntry<{ balance: string; symbol: string }>>>
  readonly nativeBalance: Readonly<Record<CaipAddress, CacheEntry<null>>>
  readonly ens: Readonly<Record<string, CacheEntry<string>>>
  readonly identity: Readonly<Record<string, CacheEntry<{ name: string | null; avatar: string | null }>>>
}

/** Where the visitor's last attempt through a connector stands, for ConnectingExternal's retry. */
export type ConnectionAttempt =
  | { readonly status: 'pending' }
  | { readonly status: 'declined' }
  | { readonly status: 'failed'; readonly message: string; readonly details?: string }

export interface ErrorEntry {
  readonly plugin: string
  readonly error: SerializedError
  readonly seq: number
}

/** A pairing URI on show (SPEC §4). */
export interface PairingState {
  readonly connectorId: string
  readonly uri: string
  /** Epoch ms; SPEC §4 counts it expired 10 s before. */
  readonly expiresAt: number
}

/** The one immutable state every view and plugin reads. JSON only (STYLE, core loop 5). */
export interface VestibuleState {
  /** Null until `app/initialized`. */
  readonly options: OptionsSnapshot | null
  /** True once the visitor showed intent (`app/intent-shown`): hosted requests and feature code wait for it. */
  readonly intentShown: boolean
  readonly modal: ModalState
  readonly theme: { readonly themeMode: ThemeMode; readonly themeVariables: ThemeVariables }
  readonly snackbar: SnackbarState
  /** Connectors discovered or configured, in registration order; live providers stay in the registry. */
  readonly connectors: readonly ConnectorInfo[]
  /** SPEC §3 connection records per namespace. */
  readonly connections: Readonly<Partial<Record<ChainNamespace, readonly ConnectionRecord[]>>>
  /** The connector currently active on each namespace. */
  readonly activeConnectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
  /** SPEC §3 account state per namespace. */
  readonly accounts: Readonly<Partial<Record<ChainNamespace, AccountState>>>
  readonly activeNamespace: ChainNamespace | null
  readonly activeCaipNetworkId: CaipNetworkId | null
  /** True while the wallet sits on a network the app does not support (SPEC §4). */
  readonly unsupportedNetwork: boolean
  readonly recentWallets: readonly RecentWallet[]
  /** Connection attempts by connector id; forgotten when the modal closes. */
  readonly connectionAttempts: Readonly<Record<string, ConnectionAttempt>>
  /** The pairing URI shown while the modal is open; cleared on close (SPEC §4). */
  readonly pairing: PairingState | null
  /** Connector ids the visitor disconnected, per namespace, so start-up does not reconnect them. */
  readonly disconnectedConnectorIds: Readonly<Partial<Record<ChainNamespace, readonly string[]>>>
  readonly caches: CachesState
  /** Most recent errors, newest last, bounded. */
  readonly errors: readonly ErrorEntry[]
  /** Null until the project configuration answers; then it overrides local features (SPEC §6). */
  readonly remoteFeatures: RemoteFeatures | null
  /** Feature slices by name (`defineSlice`); a slice is here once its plugin has registered. */
  readonly slices: { readonly [K in keyof VestibuleSliceMap]?: VestibuleSliceMap[K] }
}

export const MAX_ERROR_ENTRIES = 20

export const initialState: VestibuleState = {
  options: null,
  intentShown: false,
  modal: { isOpen: false, view: 'Connect', data: null, history: [], direction: 'next', shaking: false, loading: false },
  theme: { themeMode: 'dark', themeVariables: {} },
  snackbar: { open: false, message: '', variant: 'info', serial: 0 },
  connectors: [],
  connections: {},
  activeConnectorIds: {},
  accounts: {},
  activeNamespace: null,
  activeCaipNetworkId: null,
  unsupportedNetwork: false,
  recentWallets: [],
  connectionAttempts: {},
  pairing: null,
  disconnectedConnectorIds: {},
  caches: { balance: {}, nativeBalance: {}, ens: {}, identity: {} },
  errors: [],
  remoteFeatures: null,
  slices: {},
}
