import { SDK_VERSION } from '../constants'
import type { EventLog } from './eventLog'
import { LOG_FORMAT, LOG_VERSION, type EventLogDocument } from './logDocument'
import { NO_REDACTION_RULES, redactLogDocument, type RedactionRules } from './redactLog'

/** What a log is exported from: an instance's internals (`internalsOf(appKit)`), or a bare log with its plugins. */
export interface LogSource {
  readonly log: EventLog
  plugins(): EventLogDocument['plugins']
  /** The paths the plugins declare secret (`internalsOf(appKit).redaction`). */
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
 * A log source as a versioned JSON document (a JSON round trip, so it holds exactly what a file
 * would), redacted unless `redact: false`. `exportLog` (`vestibule/log`) gives an instance's.
 */
export function exportLogSource(source: LogSource, options: ExportLogOptions = {}): EventLogDocument {
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
