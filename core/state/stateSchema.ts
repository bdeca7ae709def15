// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { ACCOUNT_TYPES, CHAIN_NAMESPACES, CONNECTION_STATUSES, CONNECTOR_TYPES, THEME_MODES } from '../constants'

/**
 * The shape of `VestibuleState`, to check a state that comes from outside (an imported log's base
 * state) before it reaches reducers and views. Structural on purpose: strings are checked as
 * strings, not by format, because an exported state is redacted (an email reads
 * `[redacted: email]`), and objects are loose, so a state from a newer build that adds a field
 * still imports. Every core key is required with its type; feature slices are records by name.
 */
const str = z.string()
const num = z.number()
const bool = z.boolean()
const namespace = z.enum(CHAIN_NAMESPACES)
const byNamespace = <T extends z.ZodMiniType>(value: T) => z.partialRecord(namespace, value)
const optionalString = z.optional(str)

const account = z.looseObject({ address: str, type: z.enum(ACCOUNT_TYPES) })

const network = z.looseObject({
  id: z.union([num, str]),
  name: str,
  caipNetworkId: str,
  chainNamespace: namespace,
  nativeCurrency: z.looseObject({ name: str, symbol: str, decimals: num }),
  rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(str) }) }),
  testnet: z.optional(bool),
})

const socials = z.union([z.array(str), z.literal(false)])

const optionsSnapshot = z.looseObject({
  projectId: optionalString,
  networks: z.array(network).check(z.minLength(1)),
  defaultNetwork: optionalString,
  themeMode: z.enum(THEME_MODES),
  themeVariables: z.record(str, z.union([str, num])),
  features: z.looseObject({
    email: bool,
    emailShowWallets: bool,
    socials,
    swaps: bool,
    onramp: bool,
    history: bool,
    receive: bool,
    send: bool,
    analytics: bool,
    allWallets: bool,
    legalCheckbox: bool,
    smartSessions: bool,
    collapseWallets: bool,
    pay: bool,
    reownBranding: bool,
    walletFeaturesOrder: z.array(str),
    connectMethodsOrder: z.optional(z.array(str)),
    connectorTypeOrder: z.optional(z.array(str)),
  }),
  featuredWalletIds: z.array(str),
  includeWalletIds: z.array(str),
  excludeWalletIds: z.array(str),
  customWallets: z.array(z.looseObject({ id: str, name: str })),
  allWallets: str,
  basic: bool,
  enableNetworkSwitch: bool,
  allowUnsupportedChain: bool,
  enableEmbedded: bool,
  disableAppend: bool,
  enableWalletConnect: bool,
  enableInjected: bool,
  enableEIP6963: bool,
  defaultAccountTypes: z.record(str, str),
  connectorTypeOrder: z.optional(z.array(str)),
  enableWallets: z.optional(bool),
  showWallets: z.optional(bool),
  customRpcUrls: z.optional(z.record(str, z.array(z.looseObject({ url: str })))),
  chainImages: z.optional(z.record(str, str)),
  connectorImages: z.optional(z.record(str, str)),
  tokens: z.optional(z.record(str, z.looseObject({ address: str, image: optionalString }))),
  siwx: bool,
  debug: bool,
  logCapacity: num,
  apiUrl: str,
  blockchainApiUrl: str,
  analyticsUrl: str,
  secureSiteUrl: str,
  relayUrl: str,
})

const serializedError = z.looseObject({ name: str, message: str, shortMessage: str, category: str })
const cacheEntry = <T extends z.ZodMiniType>(value: T) => z.record(str, z.looseObject({ value, timestamp: num }))

export const vestibuleStateSchema = z.looseObject({
  options: z.nullable(optionsSnapshot),
  intentShown: bool,
  modal: z.looseObject({
    isOpen: bool,
    view: str,
    data: z.nullable(z.record(str, z.union([str, num, bool, z.null()]))),
    history: z.array(str),
    direction: z.enum(['next', 'prev']),
    shaking: bool,
    loading: bool,
  }),
  theme: z.looseObject({ themeMode: z.enum(THEME_MODES), themeVariables: z.record(str, z.union([str, num])) }),
  snackbar: z.looseObject({ open: bool, message: str, variant: z.enum(['success', 'error', 'info', 'loading']), serial: num }),
  connectors: z.array(
    z.looseObject({ type: z.enum(CONNECTOR_TYPES), id: str, chain: namespace, name: str, imageUrl: optionalString, imageId: optionalString }),
  ),
  connections: byNamespace(z.array(z.looseObject({ connectorId: str, accounts: z.array(account) }))),
  activeConnectorIds: byNamespace(str),
  accounts: byNamespace(
    z.looseObject({
      status: z.enum(CONNECTION_STATUSES),
      allAccounts: z.array(account),
      caipAddress: optionalString,
      address: optionalString,
      balance: optionalString,
      balanceSymbol: optionalString,
      profileName: z.nullish(str),
      profileImage: z.nullish(str),
    }),
  ),
  activeNamespace: z.nullable(namespace),
  activeCaipNetworkId: z.nullable(str),
  unsupportedNetwork: bool,
  recentWallets: z.array(z.looseObject({ id: str, name: str, rdns: z.nullish(str) })),
  connectionAttempts: z.record(
    str,
    z.union([
      z.looseObject({ status: z.enum(['pending', 'declined']) }),
      z.looseObject({ status: z.literal('failed'), message: str, details: optionalString }),
    ]),
  ),
  pairing: z.nullable(z.looseObject({ connectorId: str, uri: str, expiresAt: num })),
  disconnectedConnectorIds: byNamespace(z.array(str)),
  caches: z.looseObject({
    balance: cacheEntry(z.looseObject({ balance: str, symbol: str })),
    nativeBalance: cacheEntry(z.null()),
    ens: cacheEntry(str),
    identity: cacheEntry(z.looseObject({ name: z.nullable(str), avatar: z.nullable(str) })),
  }),
  errors: z.array(z.looseObject({ plugin: str, error: serializedError, seq: num })),
  remoteFeatures: z.nullable(z.looseObject({ email: bool, socials, swaps: socials, onramp: socials, activity: bool, reownBranding: bool })),
  slices: z.record(str, z.record(str, z.unknown())),
})
