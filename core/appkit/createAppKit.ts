import type { Observable } from 'rxjs'
import { filter, map, shareReplay } from '../rx/kernelRx'
import { createTimeTravel } from './createTimeTravel'
import { attachInternals } from './appKitInternals'
import { FALLBACK_THEME_MODE } from '../constants'
import type { ChainNamespace } from '../events/caip'
import type { EventInput, VestibuleEvent } from '../events/eventMap'
import type { RouteName, ViewData, ViewRoute } from '../events/views'
import type { ConnectParameters, ConnectReturnType } from '../actions/connect'
import type { DisconnectParameters } from '../actions/disconnect'
import type { RequestParameters } from '../actions/request'
import type { SignMessageParameters } from '../actions/signMessage'
import type { SwitchNetworkParameters } from '../actions/switchNetwork'
import { loadHeadlessActions, withHeadlessActions } from '../actions/loadHeadlessActions'
import type { NetworkReference } from '../options/caipNetworkIdOf'
import type { JsonValue } from '../events/eventMap'
import { lazyHttpClient } from '../http/lazyHttpClient'
import { createQueryLayer } from '../http/createQueryLayer'
import { createEventLog, type EventLog } from '../log/eventLog'
import { redactionRules } from '../log/redactionRules'
import { createLogger, type Logger } from '../logger/createLogger'
import type { AppKitOptions } from '../schemas/optionsSchema'
import { toOptionsSnapshot } from '../options/toOptionsSnapshot'
import { resolveOptions, type ResolvedOptions } from '../options/resolveOptions'
import { warnUnimplementedOptionsNow } from '../options/warnUnimplementedOptionsNow'
import { createPluginHost, type AddPluginOptions, type PluginInfo } from '../plugins/createPluginHost'
import type { PluginDefinition } from '../plugins/definePlugin'
import { withAdapterPlugins } from '../plugins/adapterPlugins'
import { PLUGIN_DEFINITIONS_KEY } from '../plugins/pluginDefinitionsKey'
import { createRegistry, providerKey, type Registry } from '../registry/createRegistry'
import { createReducer } from '../state/createReducer'
import { createSelect, type Select } from '../state/createSelect'
import type { ThemeMode, ThemeVariables } from '../schemas/entities'
import { initialState, type VestibuleState } from '../state/state'
import { createStore } from '../store/createStore'
import { createStorage, type StorageBackend } from '../storage/createStorage'
import { persistencePlugin } from '../builtInPlugins/persistencePlugin'
import { projectConfigPlugin } from '../builtInPlugins/projectConfigPlugin'
import { restoreWatchdogPlugin } from '../builtInPlugins/restoreWatchdogPlugin'
import { readStoredSnapshotNow } from '../storage/readStoredSnapshotNow'
import { EMPTY_SNAPSHOT, type StoredSnapshot } from '../schemas/storedSnapshot'
import { hasStoredSnapshot } from '../storage/hasStoredSnapshot'
import { optionsCheckPlugin } from '../builtInPlugins/optionsCheckPlugin'
import type { FeatureOptionsSource } from '../options/unimplementedOptions'
import type { FeatureFlagRulesSource } from '../options/featureFlagRules'
import type { CaipAddress } from '../events/caip'
import type { AccountType, CaipNetwork, ConnectorInfo } from '../schemas'
import { getAccount, namespaceOrActive, type GetAccountReturnType } from '../getters/getAccount'
import { getCaipNetwork, getChainId } from '../getters/getCaipNetwork'
import { getEvent } from '../getters/getEvent'
import { getPublicState, type PublicState } from '../getters/getPublicState'
import { getWalletInfo, type GetWalletInfoReturnType } from '../getters/getWalletInfo'
import { toAppKitEvent, type AppKitEvent } from '../getters/toAppKitEvent'
import { watchShouldUpdateToAddress } from '../getters/watchShouldUpdateToAddress'
import { watchState } from '../getters/watchState'
import { runtimeSetters, type AppKitSetters } from './runtimeSetters'
import { connectionGetters, type ConnectionGetters } from './connectionGetters'
import { callableReady, type Ready } from './callableReady'

/** `open()`'s options: a typed route (`{ view: 'SwitchNetwork', data: { caipNetworkId } }`), or none for the default view. */
export type OpenOptions = ({ readonly view?: undefined; readonly data?: undefined } | ViewRoute) & { readonly namespace?: ChainNamespace }

/** AppKit's `subscribeNetwork` payload (`useAppKitNetwork` without `switchNetwork`). */
export interface NetworkState {
  readonly caipNetwork: CaipNetwork | undefined
  readonly chainId: number | string | undefined
  readonly caipNetworkId: CaipNetwork['caipNetworkId'] | undefined
}

/** AppKit's `ThemeControllerState`, as `subscribeTheme` gives it. */
export interface ThemeState {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
}

/** The live providers of each connected namespace's active connector (AppKit's `ProviderStoreUtilState['providers']`). */
export type Providers = Readonly<Partial<Record<ChainNamespace, unknown>>>

/** What the host page provides; every part has a browser default, so apps pass nothing. */
export interface AppKitEnvironment {
  /** Clock stamped on every event (tests and replays inject one). */
  readonly now?: () => number
  /** Defaults to `localStorage`, or memory where there is none (SSR). */
  readonly storage?: StorageBackend
  readonly fetch?: typeof fetch
  /** Defaults to `prefers-color-scheme`, dark when unknown (SPEC §2). */
  readonly systemThemeMode?: ThemeMode
  /** Prefix of event ids. */
  readonly instanceId?: string
  /**
   * Delay before a failed read's retry number `failureCount + 1`. Defaults to SPEC §9's: 1 s doubling
   * up to 30 s (1, 2, 4 s for the 3 retries). Tests shorten it; the retry rules themselves stay.
   */
  readonly queryRetryDelay?: (failureCount: number) => number
  /**
   * The AppKit options the instance's features implement (their manifests' `options`), from the
   * composition root: one of core's feature options not among them is reported as having no effect.
   */
  readonly featureOptions?: FeatureOptionsSource
  /** How the features' `features` flags take a change after start (their manifests'), for `updateFeatures`. */
  readonly featureFlagRules?: FeatureFlagRulesSource
}

/** AppKit's runtime setters (`updateOptions`, `addNetwork`, `getUniversalProvider`…) are in `AppKitSetters`. */
export interface AppKit extends AppKitSetters, ConnectionGetters {
  readonly options: ResolvedOptions
  readonly state$: Observable<VestibuleState>
  readonly events$: Observable<VestibuleEvent>
  readonly select: Select
  readonly registry: Registry
  /** The instance's clock (epoch ms): the one every event is stamped with, injected in tests and replays. */
  now(): number
  /** Resolves once the plugins given at start-up have run their setup: `await appKit.ready()`, as AppKit's, or `await appKit.ready`. */
  readonly ready: Ready
  /**
   * Our state, with AppKit's public state (`open`, `selectedNetworkId`, `activeChain`, `loading`,
   * `initialized`) beside it as non-enumerable properties, so AppKit code reading `getState().open`
   * works unchanged while the state still serializes as the log folds it. The same object for the
   * same state.
   */
  getState(): VestibuleState & PublicState
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
  getIsOpen(): boolean
  /** AppKit's name for `getIsOpen`. */
  isOpen(): boolean
  setThemeMode(themeMode: ThemeMode): void
  setThemeVariables(themeVariables: ThemeVariables): void
  /** Dispatches as the visitor (`source: user`). */
  dispatch(input: EventInput): VestibuleEvent
  /** AppKit's: its public state, on change. */
  subscribeState(listener: (state: PublicState) => void): () => void
  /** AppKit's: each event AppKit's analytics would report (`MODAL_OPEN`, `CONNECT_SUCCESS`…), in its shape. */
  subscribeEvents(listener: (event: AppKitEvent) => void): () => void
  /** Our whole state, now and on every change (what `subscribeState` gave before AppKit's shape). */
  subscribeVestibuleState(listener: (state: VestibuleState) => void): () => void
  /** Every event of ours, stamped, as it is emitted. */
  subscribeVestibuleEvents(listener: (event: VestibuleEvent) => void): () => void
  /** AppKit's getters and subscribers; subscribers fire on change only and return their unsubscribe. */
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  getAddressByChainNamespace(namespace: ChainNamespace): string | undefined
  getAccount(namespace?: ChainNamespace): GetAccountReturnType | undefined
  getIsConnectedState(): boolean
  getChainId(): number | string | undefined
  getCaipNetwork(namespace?: ChainNamespace, id?: string | number): CaipNetwork | undefined
  /** As AppKit's: the active network's `id` (not its CAIP-2 id, which is `getCaipNetwork()?.caipNetworkId`). */
  getCaipNetworkId<T extends number | string>(): T | undefined
  getCaipNetworks(namespace?: ChainNamespace): readonly CaipNetwork[]
  getActiveChainNamespace(): ChainNamespace | undefined
  getWalletInfo(): GetWalletInfoReturnType | undefined
  /** The live provider of the active namespace's connector, undefined when it is not connected. */
  getWalletProvider<T = unknown>(): T | undefined
  getWalletProviderType(): ConnectorInfo['type'] | undefined
  getProviderType(namespace?: ChainNamespace): ConnectorInfo['type'] | undefined
  getConnectors(): readonly ConnectorInfo[]
  getThemeMode(): ThemeMode
  getThemeVariables(): ThemeVariables
  /** The latest event AppKit's analytics would report. */
  getEvent(): AppKitEvent
  /** AppKit's: there is no error state to read; errors reject the call that failed. */
  getError(): string
  subscribeAccount(listener: (account: GetAccountReturnType) => void, namespace?: ChainNamespace): () => void
  subscribeNetwork(listener: (network: NetworkState) => void): () => void
  subscribeCaipNetworkChange(listener: (caipNetwork?: CaipNetwork) => void): () => void
  subscribeWalletInfo(listener: (walletInfo?: GetWalletInfoReturnType) => void): () => void
  subscribeShouldUpdateToAddress(listener: (address?: string) => void): () => void
  subscribeTheme(listener: (theme: ThemeState) => void): () => void
  subscribeProviders(listener: (providers: Providers) => void): () => void
  showErrorMessage(message: string): void
  showSuccessMessage(message: string): void
  /** AppKit's: pushes a view (`redirect('Networks')`), or our typed route with its data. */
  redirect(route: RouteName | ViewRoute): void
  /** AppKit's: shows a view in place of the current one. */
  replace(route: RouteName | ViewRoute): void
  /** AppKit's: the modal's loading state (`getState().loading`), one for every namespace. */
  setLoading(loading: boolean, namespace?: ChainNamespace): void
  /** The account type (`eoa`, `smartAccount`, `payment`) the namespace uses, the active one by default. */
  getPreferredAccountType(namespace?: ChainNamespace): AccountType | undefined
  /**
   * AppKit's: the connection's account of that type becomes the namespace's. SPEC §4: Bitcoin
   * accounts may only switch to type payment (`'ordinal'` rejects; the ordinals address is chosen as
   * an address, in the SwitchAddress view).
   */
  setPreferredAccountType(accountType: AccountType, namespace: ChainNamespace): Promise<void>
  /** Registers a plugin; one that joins late may be handed the events it must still see (`earlier`). */
  use(plugin: PluginDefinition, options?: AddPluginOptions): Promise<void>
  /** Headless actions: everything the modal does, for apps that draw their own UI. */
  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  /** `disconnect('solana')` (AppKit's form) disconnects that namespace only; no argument, the active one. */
  disconnect(parameters?: DisconnectParameters): Promise<void>
  /** `switchNetwork(mainnet)` as AppKit's, or `switchNetwork({ network })`. */
  switchNetwork(parameters: SwitchNetworkParameters | NetworkReference): Promise<void>
  request<T extends JsonValue = JsonValue>(parameters: RequestParameters): Promise<T>
  signMessage(parameters: SignMessageParameters): Promise<`0x${string}`>
  /** The live provider of the namespace's active connector (EIP-1193 for eip155), if connected. */
  getProvider<T = unknown>(namespace?: ChainNamespace): T | undefined
  plugins(): readonly PluginInfo[]
  /** The visitor showed intent (pointer or focus on a Vestibule button): hosted requests may start. */
  showIntent(): void
  /** Whether the visitor has shown intent yet (live, whatever time travel shows). */
  intentShown(): boolean
  readonly logger: Logger
  destroy(): void
}

function systemThemeMode(): ThemeMode {
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)')
  if (!query || query.media === 'not all') return FALLBACK_THEME_MODE
  return query.matches ? 'dark' : 'light'
}

/** Events that show the visitor's intent by themselves (SPEC-free: issue 11's privacy rule). */
const INTENT_EVENTS: ReadonlySet<string> = new Set(['app/intent-shown', 'modal/open-requested', 'connection/requested'])

const randomId = () => Math.random().toString(36).slice(2, 10)

/**
 * Creates a Vestibule instance: validates the options, starts the event loop and the plugins.
 *
 * @example
 * const appKit = createAppKit({
 *   projectId: 'YOUR_PROJECT_ID',
 *   networks: [mainnet, base],
 *   plugins: [injectedConnector(), evmNetworks()],
 * })
 * appKit.open()
 */
export function createAppKit(input: AppKitOptions, environment: AppKitEnvironment = {}): AppKit {
  const options = resolveOptions(input, environment.systemThemeMode ?? systemThemeMode())
  // Production builds say it on intent, with the lazy options check (optionsCheckPlugin).
  if (process.env.NODE_ENV !== 'production') warnUnimplementedOptionsNow(input, environment.featureOptions)
  const now = environment.now ?? Date.now
  // SPEC §9: log level 'error'. `debug` (on by default, as AppKit's) shows the integrator's alerts in
  // the modal, as AppKit's does; debug-level logs only when the app sets `debug: true` itself.
  const logger = createLogger(input.debug === true ? 'debug' : 'error')
  const storageLogger = logger.child('storage')
  const storage = createStorage({ backend: environment.storage, logger: storageLogger })
  const httpCommon = {
    projectId: options.projectId ?? '',
    clientId: options.clientId,
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    fetch: environment.fetch,
  }
  // One query layer per instance: every plugin's GETs are retried, shared and cached alike (SPEC §9).
  const queries = createQueryLayer({ retryDelay: environment.queryRetryDelay })
  const http = {
    api: queries.wrap('api', lazyHttpClient({ ...httpCommon, baseUrl: options.apiUrl })),
    blockchainApi: queries.wrap('blockchainApi', lazyHttpClient({ ...httpCommon, baseUrl: options.blockchainApiUrl })),
  }
  const registry = createRegistry()
  // The log refolds from its checkpoints with whatever reducer the store has (plugin slices included).
  const log: EventLog = createEventLog(initialState, options.logCapacity, () => store.getReducer())
  const store = createStore({
    reducer: createReducer(),
    initialState,
    log,
    now,
    instanceId: environment.instanceId ?? randomId(),
    logger: logger.child('store'),
  })
  const select = createSelect(store.state$)
  const host = createPluginHost(store, select, { options, http, storage, registry, logger, now })
  registry.set(PLUGIN_DEFINITIONS_KEY, host.definitions)
  const timeTravel = createTimeTravel(store.state$, host)
  const redaction = redactionRules(host.definitions)
  // The plugins' own analytics declarations: with core's, the one mapping to AppKit's event names.
  const analyticsMappings = () => host.definitions().flatMap(plugin => (plugin.analytics ? [plugin.analytics] : []))
  // Views read through time travel; plugins (above) always read the live state.
  const viewState$ = timeTravel.state$.pipe(shareReplay({ bufferSize: 1, refCount: false }))
  const viewSelect = createSelect(viewState$)
  // A visitor acting on a past state returns to the present first. Opening or connecting is intent.
  const user = (input: EventInput) => {
    timeTravel.resume()
    if (INTENT_EVENTS.has(input.type) && input.type !== 'app/intent-shown' && !store.getState().intentShown)
      store.dispatch({ type: 'app/intent-shown', payload: {} }, { source: 'user' })
    if (INTENT_EVENTS.has(input.type)) void loadHeadlessActions().catch(() => undefined)
    return store.dispatch(input, { source: 'user' })
  }

  // Plugins subscribe before the first event, so each sees the options and the stored state arrive.
  // Production builds check the options with zod on intent (development ones did at resolveOptions).
  const checks = process.env.NODE_ENV === 'production' ? [optionsCheckPlugin(input, environment.featureOptions)] : []
  const startup = [persistencePlugin, projectConfigPlugin, restoreWatchdogPlugin, ...checks, ...withAdapterPlugins(options)].map(plugin => host.add(plugin))
  store.dispatch({ type: 'app/initialized', payload: { options: toOptionsSnapshot(options) } }, { source: 'core' })

  let destroyed = false
  const restore = (snapshot: StoredSnapshot) => {
    if (!destroyed) store.dispatch({ type: 'storage/restored', payload: { snapshot } }, { source: 'core' })
  }
  // Stored values are validated with zod before restore. Development builds do it here, at once;
  // production ones restore a first visit (nothing stored) without zod, and a returning visitor's
  // values once the validating chunk is in (a few milliseconds later).
  let restored: Promise<void> = Promise.resolve()
  if (process.env.NODE_ENV !== 'production') restore(readStoredSnapshotNow(storage, storageLogger))
  else if (!hasStoredSnapshot(storage)) restore(EMPTY_SNAPSHOT)
  else restored = import('../storage/readStoredSnapshot').then(module => restore(module.readStoredSnapshot(storage, storageLogger)))

  // Aborted by destroy(): every headless action still waiting rejects ('Request was aborted').
  const lifetime = new AbortController()
  const actions = { events$: store.events$, getState: store.getState, dispatch: user, signal: lifetime.signal }
  // getState() answers the same object for the same state (React's useSyncExternalStore needs it).
  const withPublic = new WeakMap<VestibuleState, VestibuleState & PublicState>()
  const shown = () => timeTravel.shownState() ?? store.getState()
  const getState = () => {
    const state = shown()
    let merged = withPublic.get(state)
    if (!merged) {
      // Non-enumerable: the state still serializes (exports, devtools, replays) as the log folds it.
      const extra = Object.fromEntries(Object.entries(getPublicState(state)).map(([key, value]) => [key, { value, enumerable: false }]))
      merged = Object.defineProperties({ ...state }, extra) as VestibuleState & PublicState
      withPublic.set(state, merged)
    }
    return merged
  }
  const providerOf = <T>(namespace: ChainNamespace | undefined, state = store.getState()) => {
    const connectorId = namespace ? state.activeConnectorIds[namespace] : undefined
    return connectorId ? registry.get(providerKey<T>(connectorId)) : undefined
  }
  const connectorTypeOf = (namespace: ChainNamespace | undefined, state = store.getState()) => {
    const connectorId = namespace ? state.activeConnectorIds[namespace] : undefined
    return connectorId ? state.connectors.find(connector => connector.id === connectorId)?.type : undefined
  }
  const providersOf = (state: VestibuleState): Providers =>
    Object.fromEntries(
      Object.keys(state.activeConnectorIds).flatMap(ns => {
        const provider = providerOf(ns as ChainNamespace, state)
        return provider === undefined ? [] : [[ns, provider]]
      }),
    )
  const sameProviders = (a: Providers, b: Providers) => {
    const keys = Object.keys(a) as ChainNamespace[]
    return keys.length === Object.keys(b).length && keys.every(ns => a[ns] === b[ns])
  }
  const networkOf = (state: VestibuleState): NetworkState => {
    const caipNetwork = getCaipNetwork(state)
    return { caipNetwork, chainId: getChainId(state), caipNetworkId: caipNetwork?.caipNetworkId }
  }
  const snackbar = (message: string, variant: 'error' | 'success') => void user({ type: 'snackbar/shown', payload: { message, variant } })
  const route = (given: RouteName | ViewRoute) => (typeof given === 'string' ? { view: given } : given) as ViewRoute
  const appKit: AppKit = {
    options,
    state$: viewState$,
    events$: store.events$,
    select: viewSelect,
    registry,
    ready: callableReady(Promise.all([...startup, restored]).then(() => undefined)),
    getState,
    async open(openOptions = {}) {
      const { view, data, namespace } = openOptions
      const payload: { view?: RouteName; data?: ViewData; namespace?: ChainNamespace } = {}
      if (view) payload.view = view
      if (data) payload.data = data
      if (namespace) payload.namespace = namespace
      user({ type: 'modal/open-requested', payload })
    },
    async close() {
      if (store.getState().modal.isOpen) user({ type: 'modal/closed', payload: {} })
    },
    getIsOpen: () => store.getState().modal.isOpen,
    isOpen: () => store.getState().modal.isOpen,
    setThemeMode: themeMode => void user({ type: 'theme/mode-changed', payload: { themeMode } }),
    setThemeVariables: themeVariables => void user({ type: 'theme/variables-changed', payload: { themeVariables } }),
    dispatch: user,
    now: () => now(),
    subscribeState: listener => watchState(viewState$, getPublicState, listener),
    subscribeEvents(listener) {
      const subscription = store.events$
        .pipe(
          map(event => toAppKitEvent(event, store.getState(), analyticsMappings())),
          filter((event): event is AppKitEvent => event !== undefined),
        )
        .subscribe(listener)
      return () => subscription.unsubscribe()
    },
    subscribeVestibuleState(listener) {
      const subscription = viewState$.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    subscribeVestibuleEvents(listener) {
      const subscription = store.events$.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    getAddress: namespace => getAccount(shown(), namespace)?.address,
    getCaipAddress: namespace => getAccount(shown(), namespace)?.caipAddress,
    getAddressByChainNamespace: namespace => getAccount(shown(), namespace)?.address,
    getAccount: namespace => getAccount(shown(), namespace),
    getIsConnectedState: () => Boolean(getAccount(shown())?.caipAddress),
    getChainId: () => getChainId(shown()),
    getCaipNetwork: (namespace, id) => getCaipNetwork(shown(), namespace, id),
    getCaipNetworkId: <T extends number | string>() => getCaipNetwork(shown())?.id as T | undefined,
    getCaipNetworks(namespace) {
      const state = shown()
      const ns = namespaceOrActive(state, namespace)
      return (state.options?.networks ?? []).filter(network => network.chainNamespace === ns)
    },
    getActiveChainNamespace: () => shown().activeNamespace ?? undefined,
    getWalletInfo: () => getWalletInfo(shown()),
    getWalletProvider: <T>() => providerOf<T>(store.getState().activeNamespace ?? undefined),
    getWalletProviderType: () => connectorTypeOf(store.getState().activeNamespace ?? undefined),
    getProviderType: namespace => connectorTypeOf(namespace ?? store.getState().activeNamespace ?? undefined),
    getConnectors: () => shown().connectors,
    getThemeMode: () => shown().theme.themeMode,
    getThemeVariables: () => shown().theme.themeVariables,
    getEvent: () => getEvent(log, store.getState(), analyticsMappings(), now),
    getError: () => '',
    subscribeAccount(listener, namespace) {
      return watchState(
        viewState$,
        state => getAccount(state, namespace),
        account => account && listener(account),
      )
    },
    subscribeNetwork: listener => watchState(viewState$, networkOf, listener),
    subscribeCaipNetworkChange: listener => watchState(viewState$, state => getCaipNetwork(state), listener),
    subscribeWalletInfo: listener => watchState(viewState$, getWalletInfo, listener),
    subscribeShouldUpdateToAddress: listener => watchShouldUpdateToAddress(viewState$, listener),
    subscribeTheme: listener =>
      watchState(
        viewState$,
        state => state.theme,
        listener,
        (a, b) => a === b,
      ),
    subscribeProviders: listener => watchState(store.state$, providersOf, listener, sameProviders),
    showErrorMessage: message => snackbar(message, 'error'),
    showSuccessMessage: message => snackbar(message, 'success'),
    redirect: given => void user({ type: 'router/pushed', payload: route(given) }),
    replace: given => void user({ type: 'router/replaced', payload: route(given) }),
    setLoading: loading => void user({ type: 'modal/loading-changed', payload: { loading } }),
    getPreferredAccountType(namespace) {
      const state = shown()
      const ns = namespaceOrActive(state, namespace)
      if (!ns) return undefined
      const account = state.accounts[ns]
      return account?.user?.preferredAccountType ?? account?.preferredAccountTypes?.[ns] ?? (state.options?.defaultAccountTypes[ns] as AccountType | undefined)
    },
    ...runtimeSetters({ ...actions, options, registry, http, featureFlagRules: environment.featureFlagRules, featureOptions: environment.featureOptions }),
    ...connectionGetters(shown, viewState$, actions),
    use: (plugin, options) => host.add(plugin, options),
    connect: parameters => withHeadlessActions(loaded => loaded.connect(actions, parameters)),
    disconnect: parameters => withHeadlessActions(loaded => loaded.disconnect(actions, parameters)),
    switchNetwork: parameters => withHeadlessActions(loaded => loaded.switchNetwork(actions, parameters)),
    setPreferredAccountType: (accountType, namespace) => withHeadlessActions(loaded => loaded.setPreferredAccountType(actions, { accountType, namespace })),
    request: parameters => withHeadlessActions(loaded => loaded.request(actions, parameters)),
    signMessage: parameters => withHeadlessActions(loaded => loaded.signMessage(actions, parameters)),
    getProvider: <T>(namespace?: ChainNamespace) => providerOf<T>(namespace ?? store.getState().activeNamespace ?? undefined),
    plugins: host.list,
    intentShown: () => store.getState().intentShown,
    logger,
    showIntent() {
      if (!store.getState().intentShown) user({ type: 'app/intent-shown', payload: {} })
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      lifetime.abort()
      queries.destroy()
      store.dispatch({ type: 'app/destroyed', payload: {} }, { source: 'core' })
      host.destroy()
      store.complete()
    },
  }
  // The devtools handles stay off the public instance, as AppKit's has none (issue 30).
  attachInternals(appKit, {
    log,
    redaction,
    slices: () => host.definitions().flatMap(plugin => (plugin.slice ? [plugin.slice] : [])),
    getReducer: store.getReducer,
    timeTravel,
    host,
    plugins: host.list,
    now: () => now(),
  })
  return appKit
}
