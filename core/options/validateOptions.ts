import { formatIssues, parseWith } from '../schemas/errorMap'
import { optionsSchema, type AppKitOptions, type ParsedOptions } from '../schemas/optionsSchema'
import { InvalidOptionsError } from './invalidOptionsError'

/**
 * The options checked by their schema (zod, SPEC §5 messages): synchronously at `createAppKit` in
 * development builds, and from a lazy chunk on the visitor's intent in production ones.
 *
 * @example
 * const checked = validateOptions(input)
 * if (checked instanceof InvalidOptionsError) throw checked
 */
export function validateOptions(input: AppKitOptions): ParsedOptions | InvalidOptionsError {
  const parsed = parseWith(optionsSchema, input)
  if (parsed.success) return parsed.data
  return new InvalidOptionsError('Invalid Vestibule options', {
    details: formatIssues(parsed.issues),
    category: 'INVALID_APP_CONFIGURATION',
  })
}
