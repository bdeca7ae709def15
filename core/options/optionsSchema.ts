import { z } from 'zod'
import {
  CONNECTOR_TYPES,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_ANALYTICS_URL,
  DEFAULT_API_URL,
  DEFAULT_BLOCKCHAIN_API_URL,
  DEFAULT_FEATURES,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
  DEFAULT_SOCIAL_LOGINS,
  THEME_MODES,
  WALLET_FEATURES_ORDER,
} from '../constants'
import { DEFAULT_LOG_CAPACITY } from '../log/eventLog'
import { appMetadataSchema, networkSchema, walletListingSchema } from '../schemas'

/** A viem `Chain` as integrators already have it; it becomes an eip155 CAIP network. */
export const viemChainSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0) }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()).min(1) }) }).loose(),
  blockExplorers: z.record(z.string(), z.object({ name: z.string(), url: z.string() }).loose()).optional(),
  testnet: z.boolean().optional(),
}).loose()

export const networkInputSchema = z.union([networkSchema, viemChainSchema])

const pluginSchema = z.custom<{ name: string; setup: (...args: never[]) => unknown }>(
  value => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && typeof (value as { setup?: unknown }).setup === 'function',
  { message: 'Expected a plugin made with definePlugin' },
)

const objectLike = z.custom<object>(value => typeof value === 'object' && value !== null, { message: 'Invalid input' })

const connectMethod = z.enum(['email', 'social', 'wallet'])
const socialLogin = z.enum(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])

/** AppKit's `features` (SPEC §9 defaults); each key can be set alone. */
export const featuresSchema = z.object({
  email: z.boolean().default(true),
  emailShowWallets: z.boolean().default(true),
  socials: z.union([z.array(socialLogin), z.literal(false)]).default([...DEFAULT_SOCIAL_LOGINS]),
  swaps: z.boolean().default(true),
  onramp: z.boolean().default(true),
  history: z.boolean().default(true),
  receive: z.boolean().default(DEFAULT_FEATURES.receive),
  send: z.boolean().default(DEFAULT_FEATURES.send),
  analytics: z.boolean().default(DEFAULT_FEATURES.analytics),
  allWallets: z.boolean().default(DEFAULT_FEATURES.allWallets),
  legalCheckbox: z.boolean().default(DEFAULT_FEATURES.legalCheckbox),
  smartSessions: z.boolean().default(DEFAULT_FEATURES.smartSessions),
  collapseWallets: z.boolean().default(DEFAULT_FEATURES.collapseWallets),
  pay: z.boolean().default(DEFAULT_FEATURES.pay),
  reownBranding: z.boolean().default(true),
  walletFeaturesOrder: z.array(z.enum(WALLET_FEATURES_ORDER)).default([...WALLET_FEATURES_ORDER]),
  /** When unset, SPEC §1's rule picks the order from what is installed. */
  connectMethodsOrder: z.array(connectMethod).min(1).optional(),
})

/**
 * Every integrator option of SPEC §1, with the defaults of SPEC §9. Names follow AppKit's
 * `createAppKit` options so an integration migrates by changing its import.
 */
export const optionsSchema = z.object({
  projectId: z.string().min(1).optional(),
  networks: z.array(networkInputSchema).min(1),
  defaultNetwork: z.union([networkInputSchema, z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)]).optional(),
  plugins: z.array(pluginSchema).default([]),
  metadata: appMetadataSchema.partial({ icons: true, description: true }).optional(),
  themeMode: z.enum(THEME_MODES).optional(),
  themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  features: featuresSchema.prefault({}),
  featuredWalletIds: z.array(z.string()).default([]),
  includeWalletIds: z.array(z.string()).default([]),
  excludeWalletIds: z.array(z.string()).default([]),
  customWallets: z.array(walletListingSchema.partial().required({ id: true, name: true })).default([]),
  allWallets: z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']).default('SHOW'),
  /** SPEC §6: basic mode disables every remote feature. */
  basic: z.boolean().default(false),
  enableNetworkSwitch: z.boolean().default(true),
  allowUnsupportedChain: z.boolean().default(false),
  /** Embedded mode: the modal is placed by the app and closes after a connection (SPEC §2). */
  enableEmbedded: z.boolean().default(false),
  /** SPEC §2: the modal element is injected into the page unless this is set. */
  disableAppend: z.boolean().default(false),
  enableWalletConnect: z.boolean().default(true),
  enableInjected: z.boolean().default(true),
  enableEIP6963: z.boolean().default(true),
  defaultAccountTypes: z.record(z.string(), z.enum(['eoa', 'smartAccount', 'payment'])).default({ ...DEFAULT_ACCOUNT_TYPES }),
  /** Connector types shown first, before the SPEC §1 order. */
  connectorTypeOrder: z.array(z.enum(CONNECTOR_TYPES)).optional(),
  siweConfig: objectLike.optional(),
  siwx: objectLike.optional(),
  termsConditionsUrl: z.url().optional(),
  privacyPolicyUrl: z.url().optional(),
  debug: z.boolean().default(false),
  clientId: z.string().optional(),
  /** How many events the log keeps (a ring buffer). */
  logCapacity: z.number().int().min(1).default(DEFAULT_LOG_CAPACITY),
  /** One base URL per remote service; all default to the hosted services. */
  apiUrl: z.url().default(DEFAULT_API_URL),
  blockchainApiUrl: z.url().default(DEFAULT_BLOCKCHAIN_API_URL),
  analyticsUrl: z.url().default(DEFAULT_ANALYTICS_URL),
  secureSiteUrl: z.url().default(DEFAULT_SECURE_SITE_URL),
  relayUrl: z.url().default(DEFAULT_RELAY_URL),
})

export type AppKitOptions = z.input<typeof optionsSchema>
export type ParsedOptions = z.output<typeof optionsSchema>
