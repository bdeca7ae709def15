import type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip'
import type { RouteName, ViewData, ViewRoute } from './views'
import type { OptionsSnapshot } from '../schemas/optionsSnapshot'
import type { OptionsUpdate } from '../schemas/optionsUpdate'
import type { StoredSnapshot } from '../schemas/storedSnapshot'
import type { RemoteFeatures } from '../schemas/appSchemas'
import type { Account, CaipNetwork, ConnectorInfo, RecentWallet, SerializedError, ThemeMode, ThemeVariables } from '../schemas/entities'

/** What JSON can hold: the only values events and state carry. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue }

export type PluginKind = 'connector' | 'network' | 'feature' | 'analytics' | 'devtools' | 'core'

export type SnackbarVariant = 'success' | 'error' | 'info' | 'loading'

/** The events of core itself: the protocol every instance speaks, whatever its plugins. */
export interface CoreEventMap {
  /** First event of every instance: the validated, JSON part of the options. */
  'app/initialized': { options: OptionsSnapshot }
  /** What browser storage held at start (SPEC §3), read once so replay needs no storage. */
  'storage/restored': { snapshot: StoredSnapshot }
  'app/destroyed': Record<string, never>
  /** Remote features from the project configuration, or all off in basic mode (SPEC §6). */
  'config/remote-features-resolved': { features: RemoteFeatures }
  /** SPEC §6: a local feature setting the project configuration overrode, with both values (issue 16: the integrator sees it). */
  'config/local-setting-overridden': { option: string; local: JsonValue; remote: JsonValue }
  /**
   * AppKit's runtime option setters (`updateOptions`, `updateFeatures`, `setTermsConditionsUrl`…):
   * the options the modal reads from state, changed after start; `features` merges key by key.
   */
  'options/updated': { options: OptionsUpdate }
  /** AppKit's `updateRemoteFeatures` and `setSocialsOrder`: merged over the project configuration's features. */
  'config/remote-features-updated': { features: Partial<RemoteFeatures> }
  /** A plugin joined the host; its slice (`slice`, by name), if any, starts from its initial value here. */
  'plugins/registered': { name: string; version: string; kind: PluginKind; slice?: string }
  /**
   * The visitor showed intent to use the modal: pointer or focus on one of its buttons, or a call to
   * `open` or `connect`. Features that fetch or load code wait for it, so a page nobody touches sends
   * nothing (issue 11's privacy rule). Dispatched once per instance.
   */
  'app/intent-shown': Record<string, never>

  /** `view` may be any AppKit name (RouteName); one no installed feature draws says so in the modal. */
  'modal/open-requested': { view?: RouteName; data?: ViewData; namespace?: ChainNamespace }
  'modal/closed': Record<string, never>
  'modal/shake-started': Record<string, never>
  'modal/shake-ended': Record<string, never>
  'modal/loading-changed': { loading: boolean }

  'router/pushed': ViewRoute
  'router/replaced': ViewRoute
  /** SPEC §2: going back with one history entry closes the modal. */
  'router/went-back': Record<string, never>
  'router/reset': ViewRoute

  'theme/mode-changed': { themeMode: ThemeMode }
  'theme/variables-changed': { themeVariables: ThemeVariables }

  'snackbar/shown': { message: string; variant: SnackbarVariant }
  'snackbar/hidden': Record<string, never>

  'connectors/registered': { connector: ConnectorInfo }
  'connectors/unregistered': { connectorId: string }

  /** `walletId`: the directory wallet the visitor picked, when a connector serves many (WalletConnect). */
  'connection/requested': { connectorId: string; namespace: ChainNamespace; walletId?: string }
  /** Start-up sync of a stored connection (SPEC §4: status comes from storage, then a sync). */
  'connection/sync-started': { connectorId: string; namespace: ChainNamespace }
  'connection/succeeded': {
    connectorId: string
    namespace: ChainNamespace
    accounts: Account[]
    caipNetworkId: CaipNetworkId
    /** Auth connectors replace the namespace's record instead of merging (SPEC §3). */
    auth?: boolean
    /** Added to recent wallets when present (SPEC §3). */
    wallet?: RecentWallet
  }
  'connection/failed': { connectorId: string; namespace: ChainNamespace; error: SerializedError; rejected: boolean }
  'connection/accounts-changed': { connectorId: string; namespace: ChainNamespace; accounts: Account[] }
  /**
   * The visitor (the SwitchAddress view) or the app (`setPreferredAccountType`) picks another address
   * of the namespace's connection, as AppKit's SwitchAddress does. The namespace's connector answers
   * with `connection/accounts-changed`, that address first (the account's address is the first one),
   * and keeps the choice for a reload; a connector that cannot leaves the account as it is.
   */
  'connection/account-switch-requested': { namespace: ChainNamespace; address: string }
  /**
   * Ends a connection: the namespace's active connector (the active namespace by default), or
   * `connectorId`, a wallet kept in the namespace's records beside the one in use (SPEC §3
   * connection records; ProfileWallets disconnects any of them). Other namespaces stay connected.
   */
  'connection/disconnect-requested': { namespace?: ChainNamespace; connectorId?: string }
  'connection/disconnected': { connectorId: string; namespace: ChainNamespace }

  /**
   * A pairing URI asked for ahead of any connection (the modal opened), so the QR code is live the
   * moment the visitor picks WalletConnect. Unlike `connection/requested`, the account stays as it is.
   */
  'pairing/requested': { connectorId: string }
  /**
   * A pairing URI to show as a QR code or a deep link (WalletConnect). It holds the session key,
   * so it lives in state only while the modal is open (SPEC §4); `expiresAt` is epoch ms.
   */
  'pairing/uri-generated': { connectorId: string; uri: string; expiresAt: number }
  /** SPEC §4: within 10 s of expiry the URI counts as expired; the connector makes a new one. */
  'pairing/uri-expired': { connectorId: string }
  /** The visitor opened a wallet by deep link; stored so the next request can reopen it (SPEC §3). */
  'pairing/deeplink-chosen': { href: string; name: string }

  /** AppKit's `addNetwork`: a network the app supports from now on (its options applied: RPCs, image). */
  'network/added': { network: CaipNetwork }
  /** AppKit's `removeNetwork`: the app no longer supports it (the active network is never removed). */
  'network/removed': { caipNetworkId: CaipNetworkId }
  'network/switch-requested': { caipNetworkId: CaipNetworkId }
  /** The wallet now reports this network; `supported` is false when it is not configured. */
  'network/switched': { caipNetworkId: CaipNetworkId; supported: boolean }
  'network/switch-failed': { caipNetworkId: CaipNetworkId; error: SerializedError }

  /**
   * A wallet request through the namespace's active connector (signing, sending, reads the wallet
   * answers). JSON params; the connector plugin answers with `rpc/succeeded` or `rpc/failed`.
   */
  'rpc/requested': { requestId: string; namespace: ChainNamespace; method: string; params: JsonValue[] }
  /**
   * `method` repeats the request's, so the event says alone what its result is: a signature is
   * redacted from an export or a devtools range that does not hold its request.
   */
  'rpc/succeeded': { requestId: string; result: JsonValue; method?: string }
  'rpc/failed': { requestId: string; error: SerializedError; rejected: boolean }

  /** Ask for a fresh balance (after a transaction, say); the cache is bypassed. */
  'account/balance-requested': { caipAddress: CaipAddress }
  'account/balance-fetched': { caipAddress: CaipAddress; balance: string; symbol: string }
  'account/balance-failed': { caipAddress: CaipAddress; error: SerializedError }
  'account/identity-fetched': { address: string; name: string | null; avatar: string | null }
  /**
   * The account's assets changed: a transaction sent through the wallet landed (the network plugin
   * follows it), or a purchase the on-ramp provider delivered. Whoever shows balances or history
   * reads them again.
   */
  'account/assets-changed': { caipAddress: CaipAddress }

  /** Any error a plugin or the core raised, tagged with its plugin (SPEC §8 categories). */
  'error/raised': { plugin: string; error: SerializedError }
}

/**
 * Every event type mapped to its payload. The event union is derived from this interface, so a
 * third-party plugin adds its own events by declaration merging:
 *
 * @example
 * declare module 'vestibule' {
 *   interface VestibuleEventMap { 'myWallet/pinged': { at: number } }
 * }
 *
 * Names are `domain/fact` (past tense) or `domain/x-requested` (a request some plugin answers).
 * Payloads are JSON only: no providers, functions, Map, Set, bigint or Error (STYLE, core loop 5).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface VestibuleEventMap extends CoreEventMap {}

export type EventType = keyof VestibuleEventMap

export interface EventMeta {
  /** Position in this instance's log, from 1. */
  readonly seq: number
  readonly id: string
  /** Milliseconds since the epoch, from the instance's injected clock. */
  readonly time: number
  /** Plugin name, `core`, or `user` for calls on the instance. */
  readonly source: string
  /** Id of the event whose handling emitted this one, or null. */
  readonly causeId: string | null
}

/** A dispatched, stamped event. `VestibuleEvent<'modal/closed'>` narrows to one member. */
export type VestibuleEvent<T extends EventType = EventType> = {
  [K in T]: { readonly type: K; readonly payload: VestibuleEventMap[K]; readonly meta: EventMeta }
}[T]

/** What callers pass to `dispatch`: the event before the loop stamps it. */
export type EventInput<T extends EventType = EventType> = {
  [K in T]: { readonly type: K; readonly payload: VestibuleEventMap[K] }
}[T]
