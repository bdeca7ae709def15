import type { CaipNetworkId } from '../events/caip'
import { VestibuleError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import * as UserMessages from '../errors/userMessages'
import type { CaipNetwork, ThemeMode } from '../schemas/entities'
import { normalizeNetwork } from './normalizeNetwork'
import { applyNetworkOptions } from './applyNetworkOptions'
import { applyOptionDefaults } from './applyOptionDefaults'
import { InvalidOptionsError } from './invalidOptionsError'
import type { AppKitOptions, ParsedOptions } from '../schemas/optionsSchema'
import { validateOptionsNow } from './validateOptionsNow'

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

export { InvalidOptionsError }

/**
 * Validates the integrator's options (zod, SPEC §5 messages) and applies the SPEC §9 defaults.
 * Development builds validate here and throw; production builds apply the defaults without zod
 * (never throwing on malformed input) and check the options lazily on intent (`optionsCheckPlugin`),
 * so zod is no part of a first visit's download. Bundlers drop the development branch and its
 * imports when `process.env.NODE_ENV` is 'production'.
 *
 * @example
 * resolveOptions({ projectId: 'abc', networks: [mainnet] }, 'dark')
 */
export function resolveOptions(input: AppKitOptions, systemThemeMode: ThemeMode): ResolvedOptions {
  // SPEC §5: this exact message, before any other check.
  if (input && typeof input === 'object' && input.siweConfig && input.siwx) {
    throw new VestibuleError(ThrownMessages.SIWX_BOTH, { category: 'INVALID_APP_CONFIGURATION' })
  }
  let options: ParsedOptions
  if (process.env.NODE_ENV !== 'production') {
    const checked = validateOptionsNow(input)
    if (checked instanceof InvalidOptionsError) throw checked
    options = checked
  } else {
    options = applyOptionDefaults(input)
  }
  const networks = options.networks.flatMap(network => {
    try {
      return [applyNetworkOptions(normalizeNetwork(network), options)]
    } catch {
      // Production only: an unchecked malformed network is dropped here and reported on intent.
      return []
    }
  })
  const defaultNetwork =
    options.defaultNetwork === undefined || (typeof options.defaultNetwork !== 'string' && typeof options.defaultNetwork !== 'object')
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
    explicitFeatures: explicitKeys(input?.features, options.features),
  }
}

/** The keys of `set` that hold a value and that the schema kept (unknown keys are dropped). */
function explicitKeys<T extends object>(set: Partial<T> | undefined, parsed: T): (keyof T)[] {
  if (!set || typeof set !== 'object') return []
  return (Object.keys(set) as (keyof T)[]).filter(key => set[key] !== undefined && key in parsed)
}
