import * as z from 'zod/mini'
import { HTTP_TIMEOUT_MS, RPC_TIMEOUT_MS } from '../constants'
import { toCaipAddress, type ChainNamespace } from '../events/caip'
import type { RemoteFeatures } from '../schemas/appSchemas'
import { VestibuleError } from '../errors'
import { applyNetworkOptions } from '../options/applyNetworkOptions'
import { caipNetworkIdOf } from '../options/caipNetworkIdOf'
import { InvalidOptionsError } from '../options/invalidOptionsError'
import { normalizeNetwork } from '../options/normalizeNetwork'
import { featuresSchema, networkInputSchema, optionsSchema, type AppKitOptions } from '../schemas/optionsSchema'
import { readFeatureFlagRules, type FeatureFlagRule, type FeatureFlagRulesSource } from '../options/featureFlagRules'
import type { LiveOption, OptionsUpdate } from '../schemas/optionsUpdate'
import { FEATURE_OPTIONS, type FeatureOptionsSource } from '../options/unimplementedOptions'
import type { ResolvedOptions } from '../options/resolveOptions'
import { warnIntegrator } from '../options/warnIntegrator'
import { providerKey, UNIVERSAL_PROVIDER_KEY, type Registry } from '../registry/createRegistry'
import { remoteFeaturesSchema } from '../schemas'
import { formatIssues, parseWith } from '../schemas/errorMap'
import { identitySchema, nameRecordSchema, type NameRecord } from '../schemas/nameSchemas'
import * as ThrownMessages from '../errors/thrownMessages'
import type { HttpClient } from '../http/createHttpClient'
import type { ActionContext } from './actionContext'
import { awaitOutcome } from './awaitOutcome'

/** What the runtime setters need beyond the headless actions': the options as started, the registry. */
export interface RuntimeContext extends ActionContext {
  /** The options `createAppKit` started with: what the plugins read once. */
  readonly options: ResolvedOptions
  readonly registry: Registry
  /** The hosted Blockchain API (identity lookups). */
  readonly http?: { readonly blockchainApi: HttpClient }
  /** Defaults to the console warning every integrator sees (`warnIntegrator`). */
  readonly warn?: (message: string) => void
  /** How the features' flags take a change after start, from their manifests (`AppKitEnvironment.featureFlagRules`). */
  readonly featureFlagRules?: FeatureFlagRulesSource
  /** The options the features implement, from their manifests (`AppKitEnvironment.featureOptions`). */
  readonly featureOptions?: FeatureOptionsSource
}

/** AppKit's `features`, any keys of them. */
export type UpdateFeaturesParameters = NonNullable<AppKitOptions['features']>
/** AppKit's `updateOptions`: any options; those read once at start say so (see `LIVE_OPTIONS`). */
export type UpdateOptionsParameters = Partial<AppKitOptions> & Readonly<Record<string, unknown>>
export type UpdateRemoteFeaturesParameters = Partial<RemoteFeatures>

/** The options the modal reads from state, so a change shows at once (the others are read at start). */
const LIVE_OPTIONS: readonly LiveOption[] = [
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'featuredWalletIds',
  'excludeWalletIds',
  'customWallets',
  'allWallets',
  'enableWallets',
  'showWallets',
  'enableNetworkSwitch',
  'allowUnsupportedChain',
  'connectorTypeOrder',
]

/** Warned once per instance and name: a setter called on every render must not flood the console. */
const warned = new WeakMap<Registry, Set<string>>()
function warnOnce(ctx: RuntimeContext, name: string, message: string): void {
  let names = warned.get(ctx.registry)
  if (!names) warned.set(ctx.registry, (names = new Set()))
  if (names.has(name)) return
  names.add(name)
  ;(ctx.warn ?? warnIntegrator)(message)
}

const readOnce = (call: string, name: string, why: string) => `\`${call}\`: \`${name}\` ${why}; it keeps the value it was given at createAppKit.`
const ignored = (call: string, name: string) => `\`${call}\`: \`${name}\` is no option of this build; it is ignored.`

function invalid(call: string, issues: Parameters<typeof formatIssues>[0]): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid ${call} argument`, { details: formatIssues(issues), category: 'INVALID_APP_CONFIGURATION' })
}

/** The given keys checked by the schema's own entries; a key given as undefined is left as it was. */
function checked<T extends object>(call: string, shape: Record<string, z.ZodMiniType>, given: Record<string, unknown>): T {
  const keys = Object.keys(given).filter(key => given[key] !== undefined)
  const parsed = parseWith(z.object(Object.fromEntries(keys.map(key => [key, shape[key]!]))), given)
  if (!parsed.success) throw invalid(call, parsed.issues)
  return JSON.parse(JSON.stringify(parsed.data)) as T
}

function plainObject(call: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidOptionsError(`Invalid ${call} argument`, { details: 'Expected an object', category: 'INVALID_APP_CONFIGURATION' })
  }
  return value as Record<string, unknown>
}

/** What the features tell core of their flags: how each takes a change, and which options they implement. */
interface FeatureDeclarations {
  readonly rules: readonly FeatureFlagRule[]
  /** Undefined for an instance no composition root told (no features): nothing is refused as unbuilt. */
  readonly implemented: readonly string[] | undefined
}

const FEATURE_OPTION_SET: ReadonlySet<string> = new Set(FEATURE_OPTIONS)

/** Why a change of `key` to `value` cannot take effect now: no feature builds it, or the rule of the feature that owns the flag. */
function refusedBy(ctx: RuntimeContext, { rules, implemented }: FeatureDeclarations, key: string, value: unknown): string | undefined {
  const option = `features.${key}`
  if (implemented && FEATURE_OPTION_SET.has(option) && !implemented.includes(option)) return 'is not implemented in this build'
  const rule = rules.find(candidate => candidate.flags.includes(key))
  if (rule?.afterStart === 'once') return 'is read once, when its feature starts'
  const startFlags = ctx.options.features as Readonly<Record<string, unknown>>
  // Off at start when every flag of its feature was (email and social logins share the embedded wallet).
  const startedOff = rule?.afterStart === 'code' && rule.flags.every(flag => startFlags[flag] === false)
  return startedOff && value !== false ? 'was off at start, so its code is not on the page (turning a feature off works)' : undefined
}

/** The features update as state takes it, after saying once which keys cannot take effect now. */
async function featuresUpdate(ctx: RuntimeContext, call: string, given: unknown): Promise<Partial<ResolvedOptions['features']>> {
  const features = plainObject(call, given)
  const known = Object.keys(features).filter(key => key in featuresSchema.shape)
  for (const key of Object.keys(features).filter(key => !(key in featuresSchema.shape))) warnOnce(ctx, `features.${key}`, ignored(call, `features.${key}`))
  const update = checked<Partial<ResolvedOptions['features']>>(call, featuresSchema.shape, Object.fromEntries(known.map(key => [key, features[key]])))
  const source = ctx.featureOptions
  const declarations: FeatureDeclarations = {
    rules: await readFeatureFlagRules(ctx.featureFlagRules),
    implemented: source === undefined ? undefined : typeof source === 'function' ? await source() : source,
  }
  // What cannot take effect is not applied, so state never says what the page does not do.
  for (const key of Object.keys(update) as (keyof typeof update)[]) {
    const why = refusedBy(ctx, declarations, key, update[key])
    if (why === undefined) continue
    warnOnce(ctx, `features.${key}`, readOnce(call, `features.${key}`, why))
    delete update[key]
  }
  return update
}

/**
 * AppKit's `updateFeatures`: merges the given `features` keys into the options in state, so the
 * modal redraws with them (the Connect view's order, legal checkbox and collapsed wallets, the
 * Account view's features and their order...). A feature that was off at start has no code on the
 * page to turn on, `pay` and `analytics` are read at start, and a flag no feature implements
 * (`smartSessions`) is not built: each keeps its value and says so once in the console, naming it.
 *
 * @example
 * await appKit.updateFeatures({ legalCheckbox: true, connectMethodsOrder: ['wallet', 'email', 'social'] })
 */
export async function updateFeatures(ctx: RuntimeContext, features: UpdateFeaturesParameters): Promise<void> {
  const update = await featuresUpdate(ctx, 'updateFeatures', features)
  if (Object.keys(update).length > 0) ctx.dispatch({ type: 'options/updated', payload: { options: { features: update } } })
}

/**
 * AppKit's `updateOptions`: the options the modal reads from state change at once (terms and
 * privacy links, wallet lists, `allWallets`, `enableNetworkSwitch`, ...), `features` merge as
 * `updateFeatures`'s, `themeMode` and `themeVariables` change the theme. The others are read once
 * by the plugins at start (`projectId`, `networks`, the service URLs...): each says so once in the
 * console, naming it (networks change with `addNetwork` and `removeNetwork`).
 *
 * @example
 * await appKit.updateOptions({ termsConditionsUrl: 'https://example.com/terms', allWallets: 'HIDE' })
 */
export async function updateOptions(ctx: RuntimeContext, options: UpdateOptionsParameters): Promise<void> {
  const given = plainObject('updateOptions', options)
  const live = Object.fromEntries(Object.entries(given).filter(([key]) => (LIVE_OPTIONS as readonly string[]).includes(key)))
  const update: { -readonly [K in keyof OptionsUpdate]: OptionsUpdate[K] } = checked('updateOptions', optionsSchema.shape, live)
  if (given['features'] !== undefined) update.features = await featuresUpdate(ctx, 'updateOptions', given['features'])
  const theme = checked<{ themeMode?: 'light' | 'dark'; themeVariables?: Record<string, string | number> }>('updateOptions', optionsSchema.shape, {
    themeMode: given['themeMode'],
    themeVariables: given['themeVariables'],
  })
  for (const key of Object.keys(given)) {
    if (given[key] === undefined || key === 'features' || key === 'themeMode' || key === 'themeVariables' || key in live) continue
    if (!(key in optionsSchema.shape)) {
      warnOnce(ctx, key, ignored('updateOptions', key))
      continue
    }
    const why =
      key === 'networks' || key === 'defaultNetwork'
        ? 'is read at start (add or remove networks with addNetwork and removeNetwork)'
        : 'is read once, when createAppKit starts the plugins'
    warnOnce(ctx, key, readOnce('updateOptions', key, why))
  }
  if (Object.keys(update).length > 0) ctx.dispatch({ type: 'options/updated', payload: { options: update } })
  if (theme.themeMode) ctx.dispatch({ type: 'theme/mode-changed', payload: { themeMode: theme.themeMode } })
  if (theme.themeVariables) ctx.dispatch({ type: 'theme/variables-changed', payload: { themeVariables: theme.themeVariables } })
}

/**
 * AppKit's `updateRemoteFeatures` (and `setSocialsOrder`): merged over the project configuration's
 * features (email, socials, swaps, onramp, activity, branding). Before the configuration has
 * answered, or with no project id, the local options decide those features (SPEC §6), so the
 * update lands on them; a configuration that answers later decides again.
 *
 * @example
 * await appKit.updateRemoteFeatures({ socials: ['github', 'google'] })
 */
export function updateRemoteFeatures(ctx: RuntimeContext, features: UpdateRemoteFeaturesParameters): void {
  const given = plainObject('updateRemoteFeatures', features)
  const update = checked<Partial<RemoteFeatures>>('updateRemoteFeatures', remoteFeaturesSchema.shape, given)
  if (Object.keys(update).length > 0) ctx.dispatch({ type: 'config/remote-features-updated', payload: { features: update } })
}

function requireNamespace(ctx: RuntimeContext, call: string, namespace: ChainNamespace): void {
  const served =
    ctx.getState().options?.networks.some(network => network.chainNamespace === namespace) ||
    ctx.getState().connectors.some(connector => connector.chain === namespace)
  // AppKit's message, for a namespace no adapter (here: no network and no connector) serves.
  if (!served)
    throw new VestibuleError(`Adapter for namespace ${namespace} doesn't exist`, {
      details: `${call}: the app configures no ${namespace} network or connector`,
    })
}

/**
 * AppKit's `addNetwork`: the app supports one more network of a namespace it serves (a viem
 * `Chain` or an AppKit network), with its `customRpcUrls` and `chainImages` applied; the Networks
 * view lists it and `switchNetwork` reaches it. A network already there is left as it is.
 *
 * @example
 * await appKit.addNetwork('eip155', base)
 */
export function addNetwork(ctx: RuntimeContext, namespace: ChainNamespace, network: unknown): void {
  requireNamespace(ctx, 'addNetwork', namespace)
  const parsed = parseWith(networkInputSchema, network)
  if (!parsed.success) throw invalid('addNetwork', parsed.issues)
  const added = applyNetworkOptions(normalizeNetwork(parsed.data), ctx.options)
  if (added.chainNamespace !== namespace) {
    throw new InvalidOptionsError('Invalid addNetwork argument', {
      details: `${added.caipNetworkId} is not a ${namespace} network`,
      category: 'INVALID_APP_CONFIGURATION',
    })
  }
  ctx.dispatch({ type: 'network/added', payload: { network: JSON.parse(JSON.stringify(added)) } })
}

/**
 * AppKit's `removeNetwork`: the app stops supporting a network, by its `id` (`8453`) or CAIP-2 id.
 * Nothing connected, the namespace's first remaining network becomes active if it was the active
 * one; a wallet still on it is on an unsupported network (SPEC §4). A network the app does not
 * have is nothing to remove; a namespace's last network stays (as AppKit's documentation says: its
 * connectors need one, and SPEC §1's `networks` is never empty).
 *
 * @example
 * await appKit.removeNetwork('eip155', 8453)
 */
export function removeNetwork(ctx: RuntimeContext, namespace: ChainNamespace, networkId: string | number): void {
  requireNamespace(ctx, 'removeNetwork', namespace)
  const networks = ctx.getState().options?.networks ?? []
  const asCaip = typeof networkId === 'string' && networkId.includes(':') ? caipNetworkIdOf(networkId) : undefined
  const found = networks.find(network => network.chainNamespace === namespace && (network.caipNetworkId === asCaip || String(network.id) === String(networkId)))
  if (!found) return
  if (networks.filter(network => network.chainNamespace === namespace).length === 1) {
    throw new VestibuleError(`The last ${namespace} network cannot be removed`, {
      details: `removeNetwork: ${found.caipNetworkId} is the only ${namespace} network in networks`,
    })
  }
  ctx.dispatch({ type: 'network/removed', payload: { caipNetworkId: found.caipNetworkId } })
}

/**
 * AppKit's `getUniversalProvider`: the WalletConnect client (`UniversalProvider`) the WalletConnect
 * connector uses, started now if it was not yet (the app's own `universalProvider` when it gave
 * one). Undefined when the app has no WalletConnect connector, as AppKit's is when it cannot start one.
 */
export async function getUniversalProvider<T = unknown>(ctx: RuntimeContext): Promise<T | undefined> {
  const start = ctx.registry.get(UNIVERSAL_PROVIDER_KEY)
  if (start) return (await start()) as T
  const started = ctx.getState().connectors.find(connector => connector.type === 'WALLET_CONNECT')
  return (started && ctx.registry.get(providerKey<T>(started.id))) ?? (ctx.options.universalProvider as T | undefined)
}

/** The balance service, then the chain's RPC as fallback, each within its SPEC §9 timeout. */
const BALANCE_WAIT_MS = HTTP_TIMEOUT_MS + RPC_TIMEOUT_MS

/** AppKit's `updateNativeBalance` answer: the balance in whole units, as the account shows it. */
export interface NativeBalance {
  readonly balance: string
  readonly symbol: string
}

/**
 * AppKit's `updateNativeBalance`: reads an address's balance on one of the app's networks anew
 * (the cache bypassed) through the namespace's network plugin; the connected account's shows in
 * the modal and buttons at once. Undefined when the app has no such network or the read failed.
 *
 * @example
 * const { balance, symbol } = (await appKit.updateNativeBalance(address, 1, 'eip155')) ?? {}
 */
export async function updateNativeBalance(
  ctx: RuntimeContext,
  address: string,
  chainId: string | number,
  namespace: ChainNamespace,
): Promise<NativeBalance | undefined> {
  const network = ctx.getState().options?.networks.find(candidate => candidate.chainNamespace === namespace && String(candidate.id) === String(chainId))
  if (!network) return undefined
  const caipAddress = toCaipAddress(network.caipNetworkId, address)
  return awaitOutcome<NativeBalance | undefined>(
    ctx.events$,
    () => ctx.dispatch({ type: 'account/balance-requested', payload: { caipAddress } }),
    event => {
      if (event.type === 'account/balance-fetched' && event.payload.caipAddress === caipAddress)
        return { value: { balance: event.payload.balance, symbol: event.payload.symbol } }
      if (event.type === 'account/balance-failed' && event.payload.caipAddress === caipAddress) return { value: undefined }
      return undefined
    },
    { ms: BALANCE_WAIT_MS, onTimeout: () => ({ value: undefined }) },
    ctx.signal,
  )
}

/** AppKit's `fetchIdentity` answer: the address's name and avatar, null when it has none. */
export interface Identity {
  readonly name: string | null
  readonly avatar: string | null
}

/**
 * AppKit's `fetchIdentity`: the name and avatar the Blockchain API knows for an address (SPEC §7
 * /v1/identity), kept in state as the account's own are. With no project id there is no service to
 * ask: both are null.
 *
 * @example
 * const { name, avatar } = await appKit.fetchIdentity({ address })
 */
export async function fetchIdentity(ctx: RuntimeContext, { address }: { readonly address: string; readonly caipNetworkId?: string }): Promise<Identity> {
  if (!ctx.options.projectId || !ctx.http) return { name: null, avatar: null }
  const identity = await ctx.http.blockchainApi.get(`/v1/identity/${address}`, { query: { sender: address }, schema: identitySchema, signal: ctx.signal })
  ctx.dispatch({ type: 'account/identity-fetched', payload: { address, ...identity } })
  return identity
}

/** SPEC §7's profile calls speak version 2. */
const PROFILE_API_VERSION = '2'

/**
 * AppKit's `getReownName`: the account names an address holds (SPEC §7 reverse lookup,
 * `/v1/profile/reverse`), as AppKit's `ReownName` records. None without a project id; a failed
 * lookup rejects with SPEC §8's 'Error fetching names for address'.
 *
 * @example
 * const [first] = await appKit.getReownName(address) // { name: 'alice.reown.id', addresses, ... }
 */
export async function getReownName(ctx: RuntimeContext, address: string): Promise<readonly NameRecord[]> {
  if (!ctx.options.projectId || !ctx.http) return []
  try {
    return await ctx.http.blockchainApi.get(`/v1/profile/reverse/${address}`, {
      query: { sender: address, apiVersion: PROFILE_API_VERSION },
      schema: z.array(nameRecordSchema),
      signal: ctx.signal,
    })
  } catch (error) {
    throw new VestibuleError(ThrownMessages.ERROR_FETCHING_NAMES_FOR_ADDRESS, { cause: error, details: error instanceof Error ? error.message : String(error) })
  }
}
