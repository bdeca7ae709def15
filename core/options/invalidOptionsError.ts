import { VestibuleError } from '../errors'

/** Thrown for options that fail validation; `details` lists every issue by path. */
export class InvalidOptionsError extends VestibuleError {
  override name = 'InvalidOptionsError'
}
