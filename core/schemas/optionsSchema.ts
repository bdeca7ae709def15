// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { CONNECTOR_TYPE_ORDER, CONNECTOR_TYPES, THEME_MODES, WALLET_FEATURES_ORDER } from '../constants'
import { canonicalLanguageTag, isLanguageTag } from './languageTag'
import { ANALYTICS_DEFAULTS, FEATURE_DEFAULTS, freshDefault, OPTION_DEFAULTS } from './optionDefaults'
import { appMetadataSchema, networkSchema, walletListingSchema } from '.'

/** A viem `Chain` as integrators already have it; it becomes an eip155 CAIP network. */
const viemChainSchema = z.looseObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.int(), z.gte(0)) }),
  // readonly: viem's chains (`as const`) list their RPC URLs as readonly tuples.
  rpcUrls: z.looseObject({ default: z.object({ http: z.readonly(z.array(z.string()).check(z.minLength(1))) }) }),
  blockExplorers: z.optional(z.record(z.string(), z.looseObject({ name: z.string(), url: z.string() }))),
  testnet: z.optional(z.boolean()),
})

export const networkInputSchema = z.union([networkSchema, viemChainSchema])

const pluginSchema = z.custom<{ name: string; setup: (...args: never[]) => unknown }>(
  value =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { setup?: unknown }).setup === 'function',
  { message: 'Expected a plugin made with definePlugin' },
)

const objectLike = z.custom<object>(value => typeof value === 'object' && value !== null, { message: 'Invalid input' })

/** `st` and `sv` travel in every request's query (SPEC §7): a short token, nothing to escape. */
const sdkIdentifier = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/, 'Expected letters, digits, dots, dashes, underscores or plus signs (at most 64)'))
const connectMethod = z.enum(['email', 'social', 'wallet'])
const socialLogin = z.enum(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])

/** AppKit's `features` (SPEC §9 defaults); each key can be set alone. */
export const featuresSchema = z.object({
  email: z._default(z.boolean(), FEATURE_DEFAULTS.email),
  emailShowWallets: z._default(z.boolean(), FEATURE_DEFAULTS.emailShowWallets),
  socials: z._default(z.union([z.array(socialLogin), z.literal(false)]), () => freshDefault(FEATURE_DEFAULTS.socials)),
  swaps: z._default(z.boolean(), FEATURE_DEFAULTS.swaps),
  onramp: z._default(z.boolean(), FEATURE_DEFAULTS.onramp),
  history: z._default(z.boolean(), FEATURE_DEFAULTS.history),
  receive: z._default(z.boolean(), FEATURE_DEFAULTS.receive),
  send: z._default(z.boolean(), FEATURE_DEFAULTS.send),
  analytics: z._default(z.boolean(), FEATURE_DEFAULTS.analytics),
  allWallets: z._default(z.boolean(), FEATURE_DEFAULTS.allWallets),
  legalCheckbox: z._default(z.boolean(), FEATURE_DEFAULTS.legalCheckbox),
  smartSessions: z._default(z.boolean(), FEATURE_DEFAULTS.smartSessions),
  collapseWallets: z._default(z.boolean(), FEATURE_DEFAULTS.collapseWallets),
  pay: z._default(z.boolean(), FEATURE_DEFAULTS.pay),
  reownBranding: z._default(z.boolean(), FEATURE_DEFAULTS.reownBranding),
  walletFeaturesOrder: z._default(z.array(z.enum(WALLET_FEATURES_ORDER)), () => freshDefault(FEATURE_DEFAULTS.walletFeaturesOrder)),
  /** When unset, SPEC §1's rule picks the order from what is installed. */
  connectMethodsOrder: z.optional(z.array(connectMethod).check(z.minLength(1))),
  /** AppKit's place for it: the Connect view's groups to show first (`'recent'`, `'injected'`, ...). */
  connectorTypeOrder: z.optional(z.array(z.enum(CONNECTOR_TYPE_ORDER))),
})

/**
 * Every integrator option of SPEC §1, with the defaults of SPEC §9. Names follow AppKit's
 * `createAppKit` options so an integration migrates by changing its import.
 */
export const optionsSchema = z.object({
  projectId: z.optional(z.string().check(z.minLength(1))),
  networks: z.array(networkInputSchema).check(z.minLength(1)),
  defaultNetwork: z.optional(z.union([networkInputSchema, z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))])),
  plugins: z._default(z.array(pluginSchema), () => freshDefault(OPTION_DEFAULTS.plugins)),
  metadata: z.optional(z.partial(appMetadataSchema, { icons: true, description: true })),
  themeMode: z.optional(z.enum(THEME_MODES)),
  themeVariables: z._default(z.record(z.string(), z.union([z.string(), z.number()])), () => freshDefault(OPTION_DEFAULTS.themeVariables)),
  // prefault, not _default: `{}` is parsed, so the inner defaults of featuresSchema fill it in.
  features: z.prefault(featuresSchema, {}),
  featuredWalletIds: z._default(z.array(z.string()), () => freshDefault(OPTION_DEFAULTS.featuredWalletIds)),
  includeWalletIds: z._default(z.array(z.string()), () => freshDefault(OPTION_DEFAULTS.includeWalletIds)),
  excludeWalletIds: z._default(z.array(z.string()), () => freshDefault(OPTION_DEFAULTS.excludeWalletIds)),
  customWallets: z._default(z.array(z.required(z.partial(walletListingSchema), { id: true, name: true })), () => freshDefault(OPTION_DEFAULTS.customWallets)),
  allWallets: z._default(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']), OPTION_DEFAULTS.allWallets),
  /** SPEC §6: basic mode disables every remote feature. */
  basic: z._default(z.boolean(), OPTION_DEFAULTS.basic),
  enableNetworkSwitch: z._default(z.boolean(), OPTION_DEFAULTS.enableNetworkSwitch),
  allowUnsupportedChain: z._default(z.boolean(), OPTION_DEFAULTS.allowUnsupportedChain),
  /** Embedded mode: the modal is placed by the app and closes after a connection (SPEC §2). */
  enableEmbedded: z._default(z.boolean(), OPTION_DEFAULTS.enableEmbedded),
  /** SPEC §2: the modal element is injected into the page unless this is set. */
  disableAppend: z._default(z.boolean(), OPTION_DEFAULTS.disableAppend),
  enableWalletConnect: z._default(z.boolean(), OPTION_DEFAULTS.enableWalletConnect),
  enableInjected: z._default(z.boolean(), OPTION_DEFAULTS.enableInjected),
  enableEIP6963: z._default(z.boolean(), OPTION_DEFAULTS.enableEIP6963),
  defaultAccountTypes: z._default(z.record(z.string(), z.enum(['eoa', 'smartAccount', 'payment'])), () => freshDefault(OPTION_DEFAULTS.defaultAccountTypes)),
  /** Connector types (or AppKit's group names) shown first, before the SPEC §1 order. */
  connectorTypeOrder: z.optional(z.array(z.union([z.enum(CONNECTOR_TYPES), z.enum(CONNECTOR_TYPE_ORDER)]))),
  /**
   * AppKit's private RPCs, by CAIP network id: read before the network's own endpoints. `config` is
   * viem's transport configuration there; it is accepted and not read (reads go through our client).
   */
  customRpcUrls: z.optional(
    z.record(z.string(), z.array(z.looseObject({ url: z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' }), config: z.optional(objectLike) }))),
  ),
  /** Network images by chain id (`1`, or a Solana reference) or CAIP network id. */
  chainImages: z.optional(z.record(z.string(), z.string())),
  /** Connector images by connector id. */
  connectorImages: z.optional(z.record(z.string(), z.string())),
  /** The token whose balance the account shows, by CAIP network id (AppKit's `tokens`), read from its contract. */
  tokens: z.optional(z.record(z.string(), z.looseObject({ address: z.string().check(z.minLength(1)), image: z.optional(z.string()) }))),
  /** false: no wallet at all (email and social only). */
  enableWallets: z._default(z.boolean(), OPTION_DEFAULTS.enableWallets),
  /** false, beside email or social: the Connect view draws no wallet list. */
  showWallets: z._default(z.boolean(), OPTION_DEFAULTS.showWallets),
  /** AppKit's Coinbase Wallet SDK switches: no Coinbase connector ships here, so each warns once. */
  enableCoinbase: z.optional(z.boolean()),
  coinbasePreference: z.optional(z.enum(['all', 'smartWalletOnly', 'eoaOnly'])),
  /** AppKit's "Haven't got a wallet?" footer: a view this build does not draw (warns once). */
  enableWalletGuide: z.optional(z.boolean()),
  enableAuthLogger: z.optional(z.boolean()),
  /** An app's own WalletConnect UniversalProvider, used instead of one the connector starts. */
  universalProvider: z.optional(objectLike),
  /** Replaces parts of the WalletConnect session proposal, namespace by namespace. */
  universalProviderConfigOverride: z.optional(
    z.object({
      methods: z.optional(z.record(z.string(), z.array(z.string()))),
      chains: z.optional(z.record(z.string(), z.array(z.string()))),
      events: z.optional(z.record(z.string(), z.array(z.string()))),
      rpcMap: z.optional(z.record(z.string(), z.string())),
      defaultChain: z.optional(z.string()),
    }),
  ),
  manualWCControl: z.optional(z.boolean()),
  experimental_preferUniversalLinks: z.optional(z.boolean()),
  siweConfig: z.optional(objectLike),
  siwx: z.optional(objectLike),
  /** AppKit's chain adapters (`vestibule/adapters/<name>`): each brings its plugins (`PluginSource`), registered after `plugins`. */
  adapters: z.optional(z.array(objectLike)),
  /** Shown as links: http(s) only, so a `javascript:` URL never becomes one. */
  termsConditionsUrl: z.optional(z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' })),
  privacyPolicyUrl: z.optional(z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' })),
  /**
   * The language the modal and buttons speak (BCP 47). English is bundled; another locale's
   * messages load when it is set, and English shows for whatever it lacks.
   */
  locale: z._default(z.string().check(z.refine(isLanguageTag), z.overwrite(canonicalLanguageTag)), OPTION_DEFAULTS.locale),
  debug: z._default(z.boolean(), OPTION_DEFAULTS.debug),
  /**
   * Analytics consent (SPEC §7 analytics, issue 16): nothing reaches the analytics endpoint until
   * the integrator grants it; pending events are held in memory and dropped on denial. Addresses and
   * emails leave only when the integrator opts in.
   */
  analytics: z.prefault(
    z.object({
      consent: z._default(z.enum(['granted', 'denied', 'pending']), ANALYTICS_DEFAULTS.consent),
      includeAddress: z._default(z.boolean(), ANALYTICS_DEFAULTS.includeAddress),
      includeEmail: z._default(z.boolean(), ANALYTICS_DEFAULTS.includeEmail),
    }),
    {},
  ),
  /**
   * SPEC §6: the project configuration overrides local feature settings ('prefer-remote', with a
   * warning), unless the integrator keeps the local ones ('prefer-local').
   */
  remoteConfig: z._default(z.enum(['prefer-remote', 'prefer-local']), OPTION_DEFAULTS.remoteConfig),
  clientId: z.optional(z.string()),
  /**
   * The `st` and `sv` every request sends (SPEC §7) and the dapp metadata carries (SPEC §3);
   * they name this library and its version unless an integrator that wraps it names itself.
   */
  sdkType: z._default(sdkIdentifier, OPTION_DEFAULTS.sdkType),
  sdkVersion: z._default(sdkIdentifier, OPTION_DEFAULTS.sdkVersion),
  /** How many events the log keeps (a ring buffer). */
  logCapacity: z._default(z.number().check(z.int(), z.gte(1)), OPTION_DEFAULTS.logCapacity),
  /** One base URL per remote service; all default to the hosted services. */
  apiUrl: z._default(z.url(), OPTION_DEFAULTS.apiUrl),
  blockchainApiUrl: z._default(z.url(), OPTION_DEFAULTS.blockchainApiUrl),
  analyticsUrl: z._default(z.url(), OPTION_DEFAULTS.analyticsUrl),
  secureSiteUrl: z._default(z.url(), OPTION_DEFAULTS.secureSiteUrl),
  relayUrl: z._default(z.url(), OPTION_DEFAULTS.relayUrl),
})

export type AppKitOptions = z.input<typeof optionsSchema>
export type ParsedOptions = z.output<typeof optionsSchema>
