import type { AppKitOptions } from '../schemas/optionsSchema'
import { warnUnimplementedOptionsFrom, type FeatureOptionsSource } from './unimplementedOptions'

/**
 * `warnUnimplementedOptions` for development builds' `createAppKit`, in a module of its own for the
 * reason `validateOptionsNow` gives: the production check on intent imports the list lazily, and a
 * static import that only dead code uses would otherwise bring it into the page's first download.
 */
export function warnUnimplementedOptionsNow(input: AppKitOptions, featureOptions?: FeatureOptionsSource): void {
  // Features that failed to load (offline) leave nothing to say.
  void warnUnimplementedOptionsFrom(input, featureOptions).catch(() => undefined)
}
