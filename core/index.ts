// The public API of `vestibule`: listed by name, so it only grows on purpose.
export { createAppKit } from './appkit/createAppKit'
export type { AppKit, AppKitEnvironment, NetworkState, OpenOptions, Providers, ThemeState } from './appkit/createAppKit'
export type { GetAccountReturnType } from './getters/getAccount'
export type { GetWalletInfoReturnType } from './getters/getWalletInfo'
export type { PublicState } from './getters/getPublicState'
export type { AppKitEvent } from './getters/toAppKitEvent'
export type { AppKitOptions } from './schemas/optionsSchema'
export type { ResolvedOptions } from './options/resolveOptions'
export { InvalidOptionsError } from './options/invalidOptionsError'
export type { OptionsSnapshot } from './schemas/optionsSnapshot'

export { defineEvent } from './events/defineEvent'
export type { EventCreator } from './events/defineEvent'
export type { EventInput, EventMeta, EventType, PluginKind, SnackbarVariant, VestibuleEvent, VestibuleEventMap } from './events/eventMap'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from './events/caip'
export { namespaceOf, toCaipAddress } from './events/caip'
export { parseCaipAddress, parseCaipNetworkId } from './schemas/addressRules'
export { viewDataOf } from './events/views'
export type { AppKitViewName, RouteName, ViewData, ViewName, ViewRoute, VestibuleViewMap } from './events/views'

export type { ConnectionAttempt, ModalState, PairingState, VestibuleState } from './state/state'
export { initialState } from './state/state'
export type { Selector, Select } from './state/createSelect'
export type { Reducer } from './state/createReducer'
export { createReducer } from './state/createReducer'
export { defineSlice } from './state/defineSlice'
export type { AnySlice, SliceDefinition, VestibuleSliceMap } from './state/defineSlice'
export type { VestibuleStorageMap } from './storage/storageKeys'
export type {
  Account,
  AccountState,
  CaipNetwork,
  ConnectionRecord,
  ConnectorInfo,
  RecentWallet,
  SerializedError,
  ThemeMode,
  ThemeVariables,
} from './schemas/entities'
export type { WalletListing } from './schemas/walletSchemas'

export { definePlugin } from './plugins/definePlugin'
export type { DispatchOptions, PluginContext, PluginDefinition, Reaction, Teardown } from './plugins/definePlugin'
export type { PluginInfo } from './plugins/createPluginHost'

export type { EventLog } from './log/eventLog'
export { createEventLog } from './log/eventLog'
export type { EventLogDocument } from './log/logDocument'
export type { RedactionRules } from './log/redactionRules'

export { ActionTimeoutError, HttpError, RpcError, TimeoutError, VestibuleError, serializeError } from './errors'
export type { ErrorCategory } from './errors'
export type { HttpClient } from './http/createHttpClient'
export type { Logger } from './logger/createLogger'
export type { Registry } from './registry/createRegistry'
export { FEATURES_LOADED_KEY, intentWorkDone, providerKey } from './registry/createRegistry'
export { API_IMAGES_KEY } from './images/apiImages'
export type { ApiImageKind, ApiImages } from './images/apiImages'
export { SDK_VERSION } from './constants'
export { isPairingExpired, isPairingLive, msUntilPairingExpired, pairingExpiresAt } from './pairing/pairingExpiry'
