import type { CaipNetworkId } from '../events/caip'
import { ThrownMessages, UserMessages, VestibuleError } from '../errors'
import { formatIssues, parseWith } from '../schemas'
import type { CaipNetwork, ThemeMode } from '../state/entities'
import { normalizeNetwork } from './normalizeNetwork'
import { optionsSchema, type AppKitOptions, type ParsedOptions } from './optionsSchema'

/**
 * Options after validation and defaults: networks are CAIP networks, theme mode is decided.
 * `plugins` keeps the shape the schema checked (a name and a setup): the instance registers them as
 * plugin definitions, and this type stays free of the plugin contract that itself reads options.
 */
export type ResolvedOptions = Omit<ParsedOptions, 'networks' | 'defaultNetwork' | 'themeMode'> & {
  readonly networks: readonly CaipNetwork[]
  readonly defaultNetwork: CaipNetworkId | undefined
  readonly themeMode: ThemeMode
  /**
   * The `features` keys the integrator set; the others hold SPEC §9 defaults. Only a setting the
   * integrator made can be "ignored" when the project configuration overrides it (SPEC §6).
   */
  readonly explicitFeatures: readonly (keyof ParsedOptions['features'])[]
}

/** Thrown for options that fail validation; `details` lists every issue by path. */
export class InvalidOptionsError extends VestibuleError {
  override name = 'InvalidOptionsError'
}

/**
 * Validates the integrator's options (zod, SPEC §5 messages) and applies the SPEC §9 defaults.
 *
 * @example
 * resolveOptions({ projectId: 'abc', networks: [mainnet] }, 'dark')
 */
export function resolveOptions(input: AppKitOptions, systemThemeMode: ThemeMode): ResolvedOptions {
  // SPEC §5: this exact message, before any other check.
  if (input && typeof input === 'object' && input.siweConfig && input.siwx) {
    throw new VestibuleError(ThrownMessages.SIWX_BOTH, { category: 'INVALID_APP_CONFIGURATION' })
  }
  const parsed = parseWith(optionsSchema, input)
  if (!parsed.success) {
    throw new InvalidOptionsError('Invalid Vestibule options', {
      details: formatIssues(parsed.issues),
      category: 'INVALID_APP_CONFIGURATION',
    })
  }
  const options = parsed.data
  const networks = options.networks.map(normalizeNetwork)
  const defaultNetwork = options.defaultNetwork === undefined
    ? undefined
    : typeof options.defaultNetwork === 'string'
      ? (options.defaultNetwork as CaipNetworkId)
      : normalizeNetwork(options.defaultNetwork).caipNetworkId
  if (defaultNetwork && !networks.some(n => n.caipNetworkId === defaultNetwork)) {
    throw new InvalidOptionsError('Invalid Vestibule options', {
      details: `defaultNetwork: ${UserMessages.NETWORK_NOT_FOUND} (${defaultNetwork} is not in networks)`,
      category: 'INVALID_APP_CONFIGURATION',
    })
  }
  return {
    ...options,
    networks,
    defaultNetwork,
    themeMode: options.themeMode ?? systemThemeMode,
    explicitFeatures: explicitKeys(input.features, options.features),
  }
}

/** The keys of `set` that hold a value and that the schema kept (unknown keys are dropped). */
function explicitKeys<T extends object>(set: Partial<T> | undefined, parsed: T): (keyof T)[] {
  if (!set || typeof set !== 'object') return []
  return (Object.keys(set) as (keyof T)[]).filter(key => set[key] !== undefined && key in parsed)
}
