import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_ANALYTICS_URL,
  DEFAULT_API_URL,
  DEFAULT_BLOCKCHAIN_API_URL,
  DEFAULT_FEATURES,
  DEFAULT_LOG_CAPACITY,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
  DEFAULT_SOCIAL_LOGINS,
  SDK_TYPE,
  SDK_VERSION,
  WALLET_FEATURES_ORDER,
} from '../constants'

/**
 * The SPEC §9 defaults of the options, in one place: the options schema (development builds and
 * the lazy check) and `applyOptionDefaults` (production start-up, without zod) both read them.
 * Array and object defaults are copied by whoever applies them, so instances never share one.
 */
export const FEATURE_DEFAULTS = {
  email: true,
  emailShowWallets: true,
  socials: DEFAULT_SOCIAL_LOGINS,
  swaps: true,
  onramp: true,
  history: true,
  receive: DEFAULT_FEATURES.receive,
  send: DEFAULT_FEATURES.send,
  analytics: DEFAULT_FEATURES.analytics,
  allWallets: DEFAULT_FEATURES.allWallets,
  legalCheckbox: DEFAULT_FEATURES.legalCheckbox,
  smartSessions: DEFAULT_FEATURES.smartSessions,
  collapseWallets: DEFAULT_FEATURES.collapseWallets,
  pay: DEFAULT_FEATURES.pay,
  reownBranding: true,
  walletFeaturesOrder: WALLET_FEATURES_ORDER,
} as const

export const ANALYTICS_DEFAULTS = {
  consent: 'pending',
  includeAddress: false,
  includeEmail: false,
} as const

/** Top-level options with a default (`features` and `analytics` are filled key by key). */
export const OPTION_DEFAULTS = {
  plugins: [],
  themeVariables: {},
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  customWallets: [],
  allWallets: 'SHOW',
  basic: false,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  enableEmbedded: false,
  disableAppend: false,
  enableWalletConnect: true,
  enableInjected: true,
  enableEIP6963: true,
  enableWallets: true,
  showWallets: true,
  defaultAccountTypes: DEFAULT_ACCOUNT_TYPES,
  locale: 'en',
  debug: true,
  remoteConfig: 'prefer-remote',
  sdkType: SDK_TYPE,
  sdkVersion: SDK_VERSION,
  logCapacity: DEFAULT_LOG_CAPACITY,
  apiUrl: DEFAULT_API_URL,
  blockchainApiUrl: DEFAULT_BLOCKCHAIN_API_URL,
  analyticsUrl: DEFAULT_ANALYTICS_URL,
  secureSiteUrl: DEFAULT_SECURE_SITE_URL,
  relayUrl: DEFAULT_RELAY_URL,
} as const

/** A default as a fresh value: arrays and plain objects copied, anything else as is. */
export function freshDefault<T>(value: T): Fresh<T> {
  if (Array.isArray(value)) return [...value] as Fresh<T>
  if (typeof value === 'object' && value !== null) return { ...value } as Fresh<T>
  return value as Fresh<T>
}

/** A copied default is the caller's own: mutable, as the schema's output types it. */
type Fresh<T> = T extends readonly (infer U)[] ? U[] : T extends object ? { -readonly [K in keyof T]: T[K] } : T
