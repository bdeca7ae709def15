// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import {
  DEFAULT_LOG_CAPACITY,
  CONNECTOR_TYPES,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_ANALYTICS_URL,
  DEFAULT_API_URL,
  DEFAULT_BLOCKCHAIN_API_URL,
  DEFAULT_FEATURES,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
  DEFAULT_SOCIAL_LOGINS,
  SDK_TYPE,
  SDK_VERSION,
  THEME_MODES,
  WALLET_FEATURES_ORDER,
} from '../constants'
import { appMetadataSchema, networkSchema, walletListingSchema } from '../schemas'

/** A viem `Chain` as integrators already have it; it becomes an eip155 CAIP network. */
export const viemChainSchema = z.looseObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.int(), z.gte(0)) }),
  rpcUrls: z.looseObject({ default: z.object({ http: z.array(z.string()).check(z.minLength(1)) }) }),
  blockExplorers: z.optional(z.record(z.string(), z.looseObject({ name: z.string(), url: z.string() }))),
  testnet: z.optional(z.boolean()),
})

export const networkInputSchema = z.union([networkSchema, viemChainSchema])

const pluginSchema = z.custom<{ name: string; setup: (...args: never[]) => unknown }>(
  value => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && typeof (value as { setup?: unknown }).setup === 'function',
  { message: 'Expected a plugin made with definePlugin' },
)

const objectLike = z.custom<object>(value => typeof value === 'object' && value !== null, { message: 'Invalid input' })

/** `st` and `sv` travel in every request's query (SPEC §7): a short token, nothing to escape. */
const sdkIdentifier = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/, 'Expected letters, digits, dots, dashes, underscores or plus signs (at most 64)'))
/** A well-formed BCP 47 language tag, as `Intl` takes it ('en', 'ar', 'fr-CA'). */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

/** The tag in its canonical case ('EN-us' → 'en-US'), so state and the log hold one spelling. */
const canonicalLanguageTag = (tag: string): string => (isLanguageTag(tag) ? Intl.getCanonicalLocales(tag)[0]! : tag)

const connectMethod = z.enum(['email', 'social', 'wallet'])
const socialLogin = z.enum(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])

/** AppKit's `features` (SPEC §9 defaults); each key can be set alone. */
export const featuresSchema = z.object({
  email: z._default(z.boolean(), true),
  emailShowWallets: z._default(z.boolean(), true),
  socials: z._default(z.union([z.array(socialLogin), z.literal(false)]), [...DEFAULT_SOCIAL_LOGINS]),
  swaps: z._default(z.boolean(), true),
  onramp: z._default(z.boolean(), true),
  history: z._default(z.boolean(), true),
  receive: z._default(z.boolean(), DEFAULT_FEATURES.receive),
  send: z._default(z.boolean(), DEFAULT_FEATURES.send),
  analytics: z._default(z.boolean(), DEFAULT_FEATURES.analytics),
  allWallets: z._default(z.boolean(), DEFAULT_FEATURES.allWallets),
  legalCheckbox: z._default(z.boolean(), DEFAULT_FEATURES.legalCheckbox),
  smartSessions: z._default(z.boolean(), DEFAULT_FEATURES.smartSessions),
  collapseWallets: z._default(z.boolean(), DEFAULT_FEATURES.collapseWallets),
  pay: z._default(z.boolean(), DEFAULT_FEATURES.pay),
  reownBranding: z._default(z.boolean(), true),
  walletFeaturesOrder: z._default(z.array(z.enum(WALLET_FEATURES_ORDER)), [...WALLET_FEATURES_ORDER]),
  /** When unset, SPEC §1's rule picks the order from what is installed. */
  connectMethodsOrder: z.optional(z.array(connectMethod).check(z.minLength(1))),
})

/**
 * Every integrator option of SPEC §1, with the defaults of SPEC §9. Names follow AppKit's
 * `createAppKit` options so an integration migrates by changing its import.
 */
export const optionsSchema = z.object({
  projectId: z.optional(z.string().check(z.minLength(1))),
  networks: z.array(networkInputSchema).check(z.minLength(1)),
  defaultNetwork: z.optional(z.union([networkInputSchema, z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))])),
  plugins: z._default(z.array(pluginSchema), []),
  metadata: z.optional(z.partial(appMetadataSchema, { icons: true, description: true })),
  themeMode: z.optional(z.enum(THEME_MODES)),
  themeVariables: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
  // prefault, not _default: `{}` is parsed, so the inner defaults of featuresSchema fill it in.
  features: z.prefault(featuresSchema, {}),
  featuredWalletIds: z._default(z.array(z.string()), []),
  includeWalletIds: z._default(z.array(z.string()), []),
  excludeWalletIds: z._default(z.array(z.string()), []),
  customWallets: z._default(z.array(z.required(z.partial(walletListingSchema), { id: true, name: true })), []),
  allWallets: z._default(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']), 'SHOW'),
  /** SPEC §6: basic mode disables every remote feature. */
  basic: z._default(z.boolean(), false),
  enableNetworkSwitch: z._default(z.boolean(), true),
  allowUnsupportedChain: z._default(z.boolean(), false),
  /** Embedded mode: the modal is placed by the app and closes after a connection (SPEC §2). */
  enableEmbedded: z._default(z.boolean(), false),
  /** SPEC §2: the modal element is injected into the page unless this is set. */
  disableAppend: z._default(z.boolean(), false),
  enableWalletConnect: z._default(z.boolean(), true),
  enableInjected: z._default(z.boolean(), true),
  enableEIP6963: z._default(z.boolean(), true),
  defaultAccountTypes: z._default(z.record(z.string(), z.enum(['eoa', 'smartAccount', 'payment'])), { ...DEFAULT_ACCOUNT_TYPES }),
  /** Connector types shown first, before the SPEC §1 order. */
  connectorTypeOrder: z.optional(z.array(z.enum(CONNECTOR_TYPES))),
  siweConfig: z.optional(objectLike),
  siwx: z.optional(objectLike),
  /** AppKit's chain adapters: accepted so an integration migrates, but plugins do their work here. */
  adapters: z.optional(z.array(objectLike)),
  termsConditionsUrl: z.optional(z.url()),
  privacyPolicyUrl: z.optional(z.url()),
  /**
   * The language the modal and buttons speak (BCP 47). English is bundled; another locale's
   * messages load when it is set, and English shows for whatever it lacks.
   */
  locale: z._default(z.string().check(z.refine(isLanguageTag), z.overwrite(canonicalLanguageTag)), 'en'),
  debug: z._default(z.boolean(), false),
  /**
   * Analytics consent (SPEC §7 analytics, issue 16): nothing reaches the analytics endpoint until
   * the integrator grants it; pending events are held in memory and dropped on denial. Addresses and
   * emails leave only when the integrator opts in.
   */
  analytics: z.prefault(
    z.object({
      consent: z._default(z.enum(['granted', 'denied', 'pending']), 'pending'),
      includeAddress: z._default(z.boolean(), false),
      includeEmail: z._default(z.boolean(), false),
    }),
    {},
  ),
  /**
   * SPEC §6: the project configuration overrides local feature settings ('prefer-remote', with a
   * warning), unless the integrator keeps the local ones ('prefer-local').
   */
  remoteConfig: z._default(z.enum(['prefer-remote', 'prefer-local']), 'prefer-remote'),
  clientId: z.optional(z.string()),
  /**
   * The `st` and `sv` every request sends (SPEC §7) and the dapp metadata carries (SPEC §3);
   * they name this library and its version unless an integrator that wraps it names itself.
   */
  sdkType: z._default(sdkIdentifier, SDK_TYPE),
  sdkVersion: z._default(sdkIdentifier, SDK_VERSION),
  /** How many events the log keeps (a ring buffer). */
  logCapacity: z._default(z.number().check(z.int(), z.gte(1)), DEFAULT_LOG_CAPACITY),
  /** One base URL per remote service; all default to the hosted services. */
  apiUrl: z._default(z.url(), DEFAULT_API_URL),
  blockchainApiUrl: z._default(z.url(), DEFAULT_BLOCKCHAIN_API_URL),
  analyticsUrl: z._default(z.url(), DEFAULT_ANALYTICS_URL),
  secureSiteUrl: z._default(z.url(), DEFAULT_SECURE_SITE_URL),
  relayUrl: z._default(z.url(), DEFAULT_RELAY_URL),
})

export type AppKitOptions = z.input<typeof optionsSchema>
export type ParsedOptions = z.output<typeof optionsSchema>
