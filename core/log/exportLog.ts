import { SDK_VERSION } from '../constants'
import type { EventLog } from './eventLog'
import { LOG_FORMAT, LOG_VERSION, type EventLogDocument } from './logDocument'
import { NO_REDACTION_RULES, redactLogDocument, type RedactionRules } from './redactLog'

/** What a log is exported from: an instance (`AppKit` is one), or a bare log with its plugins. */
export interface LogSource {
  readonly log: EventLog
  plugins(): EventLogDocument['plugins']
  /** The paths the plugins declare secret (`appKit.redaction`). */
  readonly redaction?: RedactionRules
  /** The instance's clock (`appKit.now`): when the export is made, unless `exportedAt` says. */
  now?(): number
}

export interface ExportLogOptions {
  /**
   * Redact secrets (pairing URIs, signatures, serialized transactions, emails, and the paths the
   * plugins declare): on by default, as the devtools export. `false` exports the raw log, for
   * debugging on your own machine only: the file can then join the visitor's wallet session.
   */
  readonly redact?: boolean
  /** When the export was made, in milliseconds since the epoch: now unless given. */
  readonly exportedAt?: number
}

/**
 * The log as a versioned JSON document (a JSON round trip, so it holds exactly what a file
 * would), redacted unless `redact: false`. A function of `vestibule/log`, not a method of the
 * instance: the redaction rules and the document format stay out of every page that never exports.
 *
 * @example
 * import { exportLog } from 'vestibule/log'
 * const file = JSON.stringify(exportLog(appKit))
 */
export function exportLog(source: LogSource & { now(): number }, options?: ExportLogOptions): EventLogDocument
/** A source without a clock (a log built by hand) says when the export is made. */
export function exportLog(source: LogSource, options: ExportLogOptions & { readonly exportedAt: number }): EventLogDocument
export function exportLog(source: LogSource, options: ExportLogOptions = {}): EventLogDocument {
  const doc: EventLogDocument = {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    sdkVersion: SDK_VERSION,
    exportedAt: options.exportedAt ?? source.now?.() ?? 0,
    plugins: source.plugins(),
    baseState: source.log.baseState(),
    events: source.log.events(),
  }
  const exported = options.redact === false ? doc : redactLogDocument(doc, source.redaction ?? NO_REDACTION_RULES)
  return JSON.parse(JSON.stringify(exported))
}
