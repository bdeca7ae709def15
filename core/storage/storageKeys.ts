/**
 * Browser-storage keys (SPEC §3 "Browser storage holds"), each with the value
 * type stored under it. Values are JSON-serialised by createStorage.
 */
import type { CaipNetworkId, ChainNamespace } from '../schemas/addressRules'
import type { AccountType, ConnectionStatus, SocialProvider } from '../schemas/accountSchemas'
import type { RecentWallet, WalletDeeplinkChoice } from '../schemas/walletSchemas'

export const STORAGE_KEY_PREFIX = '@vestibule/' as const

export const StorageKeys = {
  ACTIVE_NAMESPACE: '@vestibule/active_namespace',
  ACTIVE_CAIP_NETWORK_ID: '@vestibule/active_caip_network_id',
  CONNECTED_NAMESPACES: '@vestibule/connected_namespaces',
  CONNECTION_STATUS: '@vestibule/connection_status',
  SOCIAL_PROVIDER: '@vestibule/social_provider',
  SOCIAL_USERNAME: '@vestibule/social_username',
  TELEGRAM_SOCIAL_PROVIDER: '@vestibule/telegram_social_provider',
  PREFERRED_ACCOUNT_TYPES: '@vestibule/preferred_account_types',
  DISCONNECTED_CONNECTOR_IDS: '@vestibule/disconnected_connector_ids',
  WALLET_DEEPLINK_CHOICE: '@vestibule/wallet_deeplink_choice',
  EMAIL_LOGIN_USED: '@vestibule/email_login_used',
  EMAIL: '@vestibule/email',
  LAST_EMAIL_LOGIN_TIME: '@vestibule/last_email_login_time',
  LAST_USED_CHAIN: '@vestibule/last_used_chain',
  SMART_ACCOUNT_ENABLED_NETWORKS: '@vestibule/smart_account_enabled_networks',
  RECENT_WALLETS: '@vestibule/recent_wallets',
} as const

export type ConnectorIdKey = `${typeof STORAGE_KEY_PREFIX}${ChainNamespace}:connected_connector_id`

/**
 * Key of the connected connector id of one namespace.
 *
 * @example
 * ```ts
 * storage.set(connectorIdKey('eip155'), 'io.metamask')
 * ```
 */
export function connectorIdKey(namespace: ChainNamespace): ConnectorIdKey {
  return `${STORAGE_KEY_PREFIX}${namespace}:connected_connector_id`
}

/**
 * The value type stored under each key. A feature adds its keys by declaration merging (under
 * `@vestibule/<feature>/...`), and reads and writes them typed through `ctx.storage`:
 *
 * @example
 * declare module 'vestibule' {
 *   interface VestibuleStorageMap { '@vestibule/greeter/last_greeting': number }
 * }
 */
export interface VestibuleStorageMap {
  [StorageKeys.ACTIVE_NAMESPACE]: ChainNamespace
  [StorageKeys.ACTIVE_CAIP_NETWORK_ID]: CaipNetworkId
  /** Comma list of namespaces, e.g. 'eip155,solana' (SPEC §3). */
  [StorageKeys.CONNECTED_NAMESPACES]: string
  [StorageKeys.CONNECTION_STATUS]: ConnectionStatus
  [StorageKeys.SOCIAL_PROVIDER]: SocialProvider
  [StorageKeys.SOCIAL_USERNAME]: string
  [StorageKeys.TELEGRAM_SOCIAL_PROVIDER]: SocialProvider
  [StorageKeys.PREFERRED_ACCOUNT_TYPES]: Partial<Record<ChainNamespace, AccountType>>
  [StorageKeys.DISCONNECTED_CONNECTOR_IDS]: Partial<Record<ChainNamespace, string[]>>
  [StorageKeys.WALLET_DEEPLINK_CHOICE]: WalletDeeplinkChoice
  [StorageKeys.EMAIL_LOGIN_USED]: boolean
  [StorageKeys.EMAIL]: string
  /** Milliseconds since the epoch; enforces the 30 s email cooldown across reloads. */
  [StorageKeys.LAST_EMAIL_LOGIN_TIME]: number
  [StorageKeys.LAST_USED_CHAIN]: CaipNetworkId
  /** EVM chain ids with smart accounts enabled. */
  [StorageKeys.SMART_ACCOUNT_ENABLED_NETWORKS]: number[]
  /** At most 2, newest first (SPEC §3). */
  [StorageKeys.RECENT_WALLETS]: RecentWallet[]
  /** `connectorIdKey(namespace)`: the connected connector id of one namespace. */
  [key: `${typeof STORAGE_KEY_PREFIX}${string}:connected_connector_id`]: string
}

export type StorageValues = VestibuleStorageMap

export type StorageKey = keyof VestibuleStorageMap
