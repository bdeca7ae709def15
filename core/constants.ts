/**
 * Every business number and fixed value of the product, in one place.
 *
 * Sources: SPEC §1 (identity, connect order), §2 (layout), §4 (timings),
 * §5 (limits), §7 (hosts, transport), §8 (error codes live in core/errors), §9.
 * Durations are milliseconds and end in `_MS`. Nothing here touches the DOM,
 * so the module is safe to import during server-side rendering.
 */

// ---------------------------------------------------------------------------
// SDK identity (SPEC §7: sent as `st` and `sv` on every provider call)
// ---------------------------------------------------------------------------

/**
 * This package's version, sent as `sv` and written in exported logs. It is the `version` of
 * package.json (a unit test keeps them equal): requests name the library that sends them, not
 * the AppKit release (SPEC §1's 1.7.9) whose options and views it follows.
 */
export const SDK_VERSION = '0.1.0' as const
/** Sent as `st`: the hosted services see Vestibule, not AppKit (issue 11, "identify honestly"). */
export const SDK_TYPE = 'vestibule' as const

// ---------------------------------------------------------------------------
// Hosted services (SPEC §1 "secure site origin is SDK version 4", §7)
// ---------------------------------------------------------------------------

export const DEFAULT_API_URL = 'https://api.web3modal.org' as const
export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org' as const
export const DEFAULT_ANALYTICS_URL = 'https://pulse.walletconnect.org' as const
export const DEFAULT_SECURE_SITE_URL = 'https://secure.walletconnect.org/sdk/v4' as const
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org' as const

/**
 * Origins always accepted besides the project's own allow list (SPEC §5): localhost on any port,
 * the pages.dev, vercel.app and ngrok-free.app preview hosts, and the two secure-mobile hosts
 * (exactly those two, as AppKit lists them: not every subdomain of their vendor). A bare
 * `localhost` is listed too because URL parsing drops default ports.
 */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost',
  'http://localhost:*',
  'https://localhost',
  'https://localhost:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const

// ---------------------------------------------------------------------------
// Chains and namespaces (SPEC §3, §5, §9)
// ---------------------------------------------------------------------------

/** Namespaces a CAIP-10 address may carry (SPEC §5 "known namespace"). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos', 'near'] as const

/** Chain ids above this cannot become an ENSIP-11 coin type (SPEC §5). */
export const MAX_CHAIN_ID = 2_147_483_647 as const

// ---------------------------------------------------------------------------
// Connection, connectors and accounts (SPEC §1, §3, §4, §9)
// ---------------------------------------------------------------------------

export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const

export const CONNECTOR_TYPES = ['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED', 'EXTERNAL', 'WALLET_CONNECT', 'AUTH'] as const

export const CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

/** SPEC §1: email, social, wallet, unless an injected or announced wallet is shown. */
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const
export const INSTALLED_WALLET_CONNECT_METHOD_ORDER = ['wallet', 'email', 'social'] as const

// 'ordinal': a Bitcoin wallet's Taproot (ordinals) address beside its payment one (AppKit's bip122 account types).
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinal'] as const
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const

/** SPEC §5: the providers a social login may name. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** SPEC §9: the social logins offered by default (farcaster has its own flow). */
export const DEFAULT_SOCIAL_LOGINS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

export const RECENT_WALLETS_MAX = 2 as const

/** SPEC §4: a pairing URI lives 4 minutes and counts as expired 10 s early. */
export const PAIRING_URI_LIFETIME_MS = 240_000 as const
export const PAIRING_URI_EXPIRY_MARGIN_MS = 10_000 as const

// ---------------------------------------------------------------------------
// Features (SPEC §9)
// ---------------------------------------------------------------------------

export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const

export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

// ---------------------------------------------------------------------------
// Wallet directory (SPEC §9)
// ---------------------------------------------------------------------------

/**
 * SPEC §5: wallets with no mobile link are hidden on mobile "except a few named ones": the
 * wallets AppKit opens through their own universal links. Coinbase Wallet is exempt on every
 * namespace; Phantom and Solflare only while Solana is the namespace in play (their links open
 * Solana sessions), as AppKit's `CUSTOM_DEEPLINK_WALLETS` filter does.
 */
export const MOBILE_LINK_EXEMPT_WALLETS = [
  { id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', name: 'Coinbase Wallet', namespace: undefined },
  { id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', name: 'Phantom', namespace: 'solana' },
  { id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79', name: 'Solflare', namespace: 'solana' },
] as const

// ---------------------------------------------------------------------------
// Balances, names and activity (SPEC §4, §5, §9)
// ---------------------------------------------------------------------------

export const NAME_MIN_LENGTH = 4 as const

// ---------------------------------------------------------------------------
// Caches (SPEC §4, §9)
// ---------------------------------------------------------------------------

export const NATIVE_BALANCE_CACHE_EXPIRY_MS = 30_000 as const
export const IDENTITY_CACHE_EXPIRY_MS = 300_000 as const

// ---------------------------------------------------------------------------
// HTTP and JSON-RPC transport (SPEC §7, §8, §9)
// ---------------------------------------------------------------------------

/** Events the instance's log keeps by default (`logCapacity`). */
export const DEFAULT_LOG_CAPACITY = 10_000

/**
 * How long a stored connection may wait for a connector to start its sync (SPEC §4) before it is
 * given up: longer than an extension takes to announce itself after a reload (EIP-6963).
 */
export const RESTORE_SYNC_TIMEOUT_MS = 3_000

export const HTTP_TIMEOUT_MS = 10_000 as const
/** SPEC §9 query cache: an unread answer is dropped after 5 min. */
export const QUERY_GC_TIME_MS = 300_000 as const
/** SPEC §9 query cache: a failed read is tried again 3 times... */
export const QUERY_RETRY_COUNT = 3 as const
/** ...after 1 s, doubling each time (1, 2, 4 s)... */
export const QUERY_RETRY_DELAY_MS = 1_000 as const
/** ...up to 30 s. */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000 as const
export const RPC_TIMEOUT_MS = 10_000 as const
export const RPC_BATCH_SIZE = 1_000 as const
export const RPC_BATCH_WAIT_MS = 0 as const
/**
 * Transport-level retries. Zero because the fallback already moves to the next
 * endpoint and the query cache retries 3 times (SPEC §9); retrying here too
 * would multiply attempts.
 */
export const RPC_RETRY_COUNT = 0 as const
export const POLLING_INTERVAL_MS = 4_000 as const
export const RPC_RANK_INTERVAL_MS = 4_000 as const
export const RPC_RANK_SAMPLE_COUNT = 10 as const
export const RPC_RANK_WEIGHTS = { latency: 0.3, stability: 0.7 } as const

// ---------------------------------------------------------------------------
// Embedded wallet frame (SPEC §4, §9)
// ---------------------------------------------------------------------------

export const SIGN_OUT_TIMEOUT_MS = 3_000 as const

// ---------------------------------------------------------------------------
// Headless actions (SPEC §9): a wallet that never answers must not leave the caller waiting forever
// ---------------------------------------------------------------------------

/**
 * SPEC §9: the auth requests (email, device, otp, social, social redirect) time out after 2 min.
 * A wallet's connect prompt is the same kind of wait on the visitor, so `connect()` waits as long.
 */
export const CONNECT_TIMEOUT_MS = 120_000 as const
/** A wallet request (`request()`, `signMessage()`) also waits on the visitor: the same 2 min (SPEC §9). */
export const REQUEST_TIMEOUT_MS = 120_000 as const
/** A network switch asks the wallet too (SPEC §4): the same 2 min (SPEC §9). */
export const SWITCH_NETWORK_TIMEOUT_MS = 120_000 as const

// ---------------------------------------------------------------------------
// Display (SPEC §9)
// ---------------------------------------------------------------------------

export const BALANCE_DISPLAY_DECIMALS = 3 as const
/** SPEC §9: "Testnets show 0.00 balance" (two decimals, not the three of a real balance). */
export const TESTNET_BALANCE_DISPLAY = '0.00' as const
export const ADDRESS_TRUNCATE_START = 4 as const
export const ADDRESS_TRUNCATE_END = 6 as const

// ---------------------------------------------------------------------------
// Modal layout and motion (SPEC §2, §4)
// ---------------------------------------------------------------------------

export const THEME_MODES = ['light', 'dark'] as const
/** SPEC §2: the system preference wins; dark when it is unknown. */
export const FALLBACK_THEME_MODE = 'dark' as const

export const MODAL_WIDTH_PX = 360 as const

export const HEADER_TRANSITION_MS = 120 as const
export const MODAL_HEIGHT_TRANSITION_MS = 150 as const
export const VIEW_TRANSITION_MS = 150 as const
export const SNACKBAR_SWAP_DELAY_MS = 150 as const
export const MODAL_SHAKE_DURATION_MS = 500 as const
