import type { AppKitOptions } from '../schemas/optionsSchema'
import { InvalidOptionsError } from './invalidOptionsError'
import { warnUnimplementedOptionsFrom, type FeatureOptionsSource } from './unimplementedOptions'
import { validateOptions } from './validateOptions'

/**
 * Production builds' options check, run on intent from this lazy chunk (optionsCheckPlugin). One
 * chunk of its own, not `import()` of the two modules: a module that is an `import()` target stays
 * reachable from every page that imports it statically (createAppKit does, for development builds),
 * so the list of unimplemented options would be in the page's first download.
 */
export function checkOptionsOnIntent(input: AppKitOptions, featureOptions?: FeatureOptionsSource): InvalidOptionsError | undefined {
  // Features that failed to load (offline) leave nothing to say.
  void warnUnimplementedOptionsFrom(input, featureOptions).catch(() => undefined)
  const result = validateOptions(input)
  return result instanceof InvalidOptionsError ? result : undefined
}
