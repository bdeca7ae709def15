export { formatIssues, parseWith, vestibuleErrorMap } from './errorMap'
export { ACCOUNT_NAME_PATTERN, isValidAccountName } from './nameRules'
export { emailSchema, isEmail } from './emailRules'
export type { ParseWithReturnType, SchemaIssue } from './errorMap'

export {
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  isEvmAddress,
  isSolanaAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from './addressRules'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from './addressRules'
export {
  caipAddressSchema,
  caipNetworkIdSchema,
  chainIdSchema,
  chainNamespaceSchema,
  evmAddressSchema,
  hexSchema,
  solanaAddressSchema,
} from './identifierSchemas'
export type { ChainId } from './identifierSchemas'

export {
  blockExplorerSchema,
  nativeCurrencySchema,
  networkAssetsSchema,
  networkSchema,
  rpcUrlsSchema,
  supportedChainsResponseSchema,
} from './networkSchemas'
export type {
  BlockExplorer,
  CaipNetwork,
  NativeCurrency,
  RpcUrls,
  SupportedChainsResponse,
} from './networkSchemas'

export {
  connectorInfoSchema,
  connectorTypeSchema,
  getWalletsEnvelopeSchema,
  getWalletsResponseSchema,
  recentWalletSchema,
  recentWalletsSchema,
  walletDeeplinkChoiceSchema,
  walletListingSchema,
} from './walletSchemas'
export type {
  ConnectorInfo,
  ConnectorType,
  GetWalletsResponse,
  RecentWallet,
  WalletDeeplinkChoice,
  WalletListing,
} from './walletSchemas'

export {
  accountSchema,
  accountStateSchema,
  accountTypeSchema,
  connectionRecordSchema,
  connectionRecordsByNamespaceSchema,
  connectionSchema,
  connectionStatusSchema,
  embeddedWalletUserSchema,
  preferredAccountTypesSchema,
  socialProviderSchema,
} from './accountSchemas'
export type {
  AccountState,
  AccountType,
  Account,
  Connection,
  ConnectionRecord,
  ConnectionRecordsByNamespace,
  ConnectionStatus,
  EmbeddedWalletUser,
  PreferredAccountTypes,
  SocialProvider,
} from './accountSchemas'

export { balancesResponseSchema, tokenBalanceSchema, tokenQuantitySchema } from './balanceSchemas'
export type { BalancesResponse, TokenBalance, TokenQuantity } from './balanceSchemas'

export {
  accountNameSchema,
  identitySchema,
  nameRecordSchema,
  nameSuggestionsResponseSchema,
} from './nameSchemas'
export type { Identity, NameRecord, NameSuggestionsResponse } from './nameSchemas'

export {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  appMetadataSchema,
  dappMetadataSchema,
  projectConfigResponseSchema,
  remoteFeaturesSchema,
  socialLoginSchema,
  themeModeSchema,
  themeSyncSchema,
  themeVariablesSchema,
} from './appSchemas'
export type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  AppMetadata,
  DappMetadata,
  ProjectConfigResponse,
  RemoteFeatures,
  SocialLogin,
  ThemeMode,
  ThemeSync,
  ThemeVariables,
} from './appSchemas'
