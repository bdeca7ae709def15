import type { AppKitOptions, ParsedOptions } from '../schemas/optionsSchema'
import { canonicalLanguageTag } from '../schemas/languageTag'
import { ANALYTICS_DEFAULTS, FEATURE_DEFAULTS, freshDefault, OPTION_DEFAULTS } from '../schemas/optionDefaults'

type Bag = Readonly<Record<string, unknown>>

/** The options without a default, taken as given (the schema strips any other unknown key). */
const OPTIONAL_KEYS = [
  'projectId',
  'defaultNetwork',
  'metadata',
  'themeMode',
  'connectorTypeOrder',
  'siweConfig',
  'siwx',
  'adapters',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'clientId',
  'customRpcUrls',
  'chainImages',
  'connectorImages',
  'tokens',
  'enableCoinbase',
  'coinbasePreference',
  'enableWalletGuide',
  'enableAuthLogger',
  'universalProvider',
  'universalProviderConfigOverride',
  'manualWCControl',
  'experimental_preferUniversalLinks',
] as const

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `defaults` with the values `given` sets (anything but undefined) in their place. */
function withDefaults(defaults: Bag, given: unknown): Record<string, unknown> {
  const bag = isBag(given) ? given : {}
  return Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, bag[key] !== undefined ? bag[key] : freshDefault(value)]))
}

/**
 * The SPEC §9 defaults applied without validation: production start-up, where the options schema
 * (zod) loads only on intent (`validateOptions`). Never throws on malformed input; what it lets
 * through unchecked is reported by that later check. For valid options it yields what the schema
 * yields (a unit test holds them equal).
 *
 * @example
 * applyOptionDefaults({ networks: [mainnet] }).enableInjected // true
 */
export function applyOptionDefaults(input: AppKitOptions): ParsedOptions {
  const given: Bag = isBag(input) ? input : {}
  const options: Record<string, unknown> = withDefaults(OPTION_DEFAULTS, given)
  for (const key of OPTIONAL_KEYS) if (given[key] !== undefined) options[key] = given[key]
  options['networks'] = Array.isArray(given['networks']) ? given['networks'].filter(isBag) : []
  options['plugins'] = Array.isArray(options['plugins']) ? options['plugins'].filter(isBag) : []
  options['features'] = withDefaults(FEATURE_DEFAULTS, given['features'])
  const features = isBag(given['features']) ? given['features'] : {}
  for (const key of ['connectMethodsOrder', 'connectorTypeOrder'])
    if (features[key] !== undefined) (options['features'] as Record<string, unknown>)[key] = features[key]
  options['analytics'] = withDefaults(ANALYTICS_DEFAULTS, given['analytics'])
  options['locale'] = typeof options['locale'] === 'string' ? canonicalLanguageTag(options['locale']) : OPTION_DEFAULTS.locale
  return options as ParsedOptions
}
