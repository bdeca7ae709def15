import { SDK_VERSION } from '../constants'
import type { VestibuleEvent } from '../events/eventMap'
import { VestibuleError } from '../errors'
import type { VestibuleState } from '../state/state'
import type { EventLog } from './eventLog'
import { NO_REDACTION_RULES, redactLogDocument, type RedactionRules } from './redactLog'

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

export interface ExportLogOptions {
  /**
   * Redact secrets (pairing URIs, signatures, serialized transactions, emails, and the paths the
   * plugins declare): on by default, as the devtools export. `false` exports the raw log, for
   * debugging on your own machine only: the file can then join the visitor's wallet session.
   */
  readonly redact?: boolean
  /** The paths the plugins declare secret (`appKit.redaction`). */
  readonly rules?: RedactionRules
}

/**
 * A versioned JSON document of the log (JSON round trip, so it holds exactly what a file would),
 * redacted unless `redact: false`.
 *
 * @example
 * const doc = exportLog(appKit.log, appKit.plugins(), Date.now(), { rules: appKit.redaction })
 */
export function exportLog(log: EventLog, plugins: EventLogDocument['plugins'], exportedAt: number, options: ExportLogOptions = {}): EventLogDocument {
  const doc: EventLogDocument = {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    sdkVersion: SDK_VERSION,
    exportedAt,
    plugins,
    baseState: log.baseState(),
    events: log.events(),
  }
  const exported = options.redact === false ? doc : redactLogDocument(doc, options.rules ?? NO_REDACTION_RULES)
  return JSON.parse(JSON.stringify(exported))
}
