import type { InvalidOptionsError } from './invalidOptionsError'
import type { AppKitOptions, ParsedOptions } from '../schemas/optionsSchema'
import { validateOptions } from './validateOptions'

/**
 * `validateOptions` for the development branch of `resolveOptions`, in a module of its own on
 * purpose: esbuild keeps a static import that only dead code uses, and gives the imported module to
 * the page's static chunks when something else makes it live (the lazy check imports
 * `validateOptions`). A module nothing else imports stays out of a production bundle, zod included.
 */
export function validateOptionsNow(input: AppKitOptions): ParsedOptions | InvalidOptionsError {
  return validateOptions(input)
}
