// The public plugin kit, `vestibule/plugin`: everything a plugin needs, and the only door into
// core for first-party plugins too, so a third party can write anything we write. Listed by name,
// so it only grows on purpose (guarded by the exports snapshot test).
export { definePlugin } from './plugins/definePlugin'
export { lazyStart } from './plugins/lazyStart'
export type {
  AnalyticsEvent,
  AnalyticsMapping,
  DevtoolsSection,
  DevtoolsTable,
  DispatchOptions,
  PluginContext,
  PluginDefinition,
  Reaction,
  Teardown,
} from './plugins/definePlugin'
export type { PluginRedaction } from './log/redactionRules'
export type { PluginSource } from './plugins/adapterPlugins'
export { defineConnector } from './connectors/defineConnector'
export type { ConnectorDefinition } from './connectors/defineConnector'
export { defineNetwork } from './networks/defineNetwork'
export type { NetworkDefinition } from './networks/defineNetwork'
export type { NativeBalance, NetworkBalances, NetworkDriver } from './networks/networkDriver'
export type {
  ConnectorContext,
  ConnectorDriver,
  RegisterConnector,
  WalletConnection,
  WalletEvents,
  WalletRequest,
  WalletRequester,
} from './connectors/connectorDriver'
export { isUserRejection, providerErrorCode } from './connectors/providerErrors'
export { defineSlice } from './state/defineSlice'
export type { AnySlice, RouterContribution, RouterContributions, SliceCase, SliceDefinition, SliceName, VestibuleSliceMap } from './state/defineSlice'
export { closeModal, goBack, openModal, pushView, replaceView } from './state/router/modalTransitions'
export type { ModalState, VestibuleState } from './state/state'

export { defineEvent } from './events/defineEvent'
export type { EventCreator } from './events/defineEvent'
export type { EventInput, EventMeta, EventType, JsonValue, PluginKind, VestibuleEvent, VestibuleEventMap } from './events/eventMap'
export { viewDataOf } from './events/views'
export { analyticsEventOf, isSmartAccount, toAppKitEvent } from './getters/toAppKitEvent'
export type { AppKitViewName, RouteName, ViewData, ViewName, ViewRoute, VestibuleViewMap } from './events/views'

export type { CaipAddress, CaipNetworkId, ChainNamespace } from './events/caip'
export { namespaceOf, splitCaipAddress, toCaipAddress } from './events/caip'
export { CHAIN_NAMESPACES, DEFAULT_RELAY_URL, HTTP_TIMEOUT_MS } from './constants'
export { isEvmAddress, isSolanaAddress, parseCaipAddress, parseCaipNetworkId } from './schemas/addressRules'
export { normalizeNetwork } from './options/normalizeNetwork'
export type { Account, AccountState, CaipNetwork, ConnectorInfo, RecentWallet, SerializedError } from './schemas/entities'
export type { WalletListing } from './schemas/walletSchemas'

export {
  ActionTimeoutError,
  Alerts,
  ChainErrorCodes,
  HttpError,
  RpcError,
  ThrownMessages,
  TimeoutError,
  USER_REJECTED_CODE,
  UserMessages,
  VestibuleError,
  alertIdForServerMessage,
  serializeError,
} from './errors'
export type { AlertId, ErrorCategory } from './errors'

export { StorageKeys, connectorIdKey } from './storage/storageKeys'
export type { VestibuleStorageMap } from './storage/storageKeys'
export type { VestibuleStorage } from './storage/createStorage'
export type { StoredSnapshot } from './schemas/storedSnapshot'
export { isPairingExpired, isPairingLive, msUntilPairingExpired, pairingExpiresAt } from './pairing/pairingExpiry'

export type { HttpClient } from './http/createHttpClient'
export { API_IMAGES_KEY } from './images/apiImages'
export type { ApiImageKind, ApiImages } from './images/apiImages'
export type { Logger } from './logger/createLogger'
export type { Registry } from './registry/createRegistry'
export { selectFeatureEnabled } from './config/selectFeatureEnabled'
export type { RemoteFeatureName } from './config/selectFeatureEnabled'
export { addIntentWork, defineRegistryKey, providerKey, UNIVERSAL_PROVIDER_KEY } from './registry/createRegistry'
export type { RegistryKey } from './registry/createRegistry'
export { PLUGIN_DEFINITIONS_KEY } from './plugins/pluginDefinitionsKey'
export { whenPageIdle } from './scheduling/whenPageIdle'
export type { ResolvedOptions } from './options/resolveOptions'
export { awaitOutcome } from './actions/awaitOutcome'
export type { Outcome } from './actions/awaitOutcome'
export type { ActionContext } from './actions/actionContext'
