import type { VestibuleEvent } from '../events/eventMap'
import { VestibuleError } from '../errors'
import type { VestibuleState } from '../state/state'

export const LOG_FORMAT = 'vestibule/event-log'
export const LOG_VERSION = 1

export interface EventLogDocument {
  readonly format: typeof LOG_FORMAT
  readonly version: typeof LOG_VERSION
  readonly sdkVersion: string
  readonly exportedAt: number
  readonly plugins: readonly { readonly name: string; readonly version: string; readonly kind: string; readonly slice?: string }[]
  readonly baseState: VestibuleState
  readonly events: readonly VestibuleEvent[]
}

export class InvalidLogError extends VestibuleError {
  override name = 'InvalidLogError'
}
