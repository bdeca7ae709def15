export { formatIssues, parseWith, vestibuleErrorMap } from './errorMap'
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
export { isTransactionHash, isTransactionHashResponse } from './transactionHashRules'
export { ACCOUNT_NAME_PATTERN, isValidAccountName } from './nameRules'
export { chainIdToCoinType } from './chainIdToCoinType'
export { emailSchema, isEmail } from './emailRules'

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
  balanceCacheEntrySchema,
  ensCacheEntrySchema,
  identityCacheEntrySchema,
  nativeBalanceCacheEntrySchema,
} from './cacheSchemas'
export type {
  BalanceCacheEntry,
  EnsCacheEntry,
  IdentityCacheEntry,
  NativeBalanceCacheEntry,
} from './cacheSchemas'

export {
  fungibleInfoSchema,
  nftInfoSchema,
  sendCallSchema,
  sendCallsPayloadSchema,
  transactionHistoryResponseSchema,
  transactionMetadataSchema,
  transactionSchema,
  transactionStatusSchema,
  transferSchema,
} from './transactionSchemas'
export type {
  SendCall,
  SendCallsPayload,
  Transaction,
  TransactionHistoryResponse,
  TransactionMetadata,
  TransactionStatus,
  Transfer,
} from './transactionSchemas'

export {
  swapAllowanceResponseSchema,
  swapTokenSchema,
  swapTokensResponseSchema,
  swapTokenWithBalanceSchema,
} from './swapSchemas'
export type {
  SwapAllowanceResponse,
  SwapToken,
  SwapTokensResponse,
  SwapTokenWithBalance,
} from './swapSchemas'

export {
  onrampOptionsSchema,
  paymentCurrencySchema,
  paymentMethodLimitSchema,
  purchaseCurrencySchema,
} from './onrampSchemas'
export type {
  OnrampOptions,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
} from './onrampSchemas'

export { siwxMessageSchema, siwxSessionSchema } from './siwxSchemas'
export type { SiwxMessage, SiwxSession } from './siwxSchemas'

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

export {
  preflightCommitmentSchema,
  solanaSendOptionsSchema,
  solanaSignAllTransactionsPayloadSchema,
  solanaSignAndSendTransactionPayloadSchema,
  solanaSignMessagePayloadSchema,
  solanaSignTransactionPayloadSchema,
} from './solanaSchemas'
export type {
  PreflightCommitment,
  SolanaSendOptions,
  SolanaSignAllTransactionsPayload,
  SolanaSignAndSendTransactionPayload,
  SolanaSignMessagePayload,
  SolanaSignTransactionPayload,
} from './solanaSchemas'

export { analyticsErrorEventSchema, errorCategorySchema } from './analyticsSchemas'
export type { AnalyticsErrorEvent } from './analyticsSchemas'
