import type { EventLogDocument } from '../log/logDocument'
import { exportLogSource, type ExportLogOptions, type LogSource } from '../log/exportLogSource'
import type { AppKit } from './createAppKit'
import { findInternals } from './appKitInternals'

/**
 * The log as a versioned JSON document (a JSON round trip, so it holds exactly what a file
 * would), redacted unless `redact: false`. A function of `vestibule/log`, not a method of the
 * instance: the redaction rules and the document format stay out of every page that never exports.
 *
 * @example
 * import { exportLog } from 'vestibule/log'
 * const file = JSON.stringify(exportLog(appKit))
 */
export function exportLog(source: AppKit | (LogSource & { now(): number }), options?: ExportLogOptions): EventLogDocument
/** A source without a clock (a log built by hand) says when the export is made. */
export function exportLog(source: LogSource, options: ExportLogOptions & { readonly exportedAt: number }): EventLogDocument
export function exportLog(source: AppKit | LogSource, options: ExportLogOptions = {}): EventLogDocument {
  // An instance keeps its log behind its internals; a bare log source is exported as it is.
  return exportLogSource(findInternals(source) ?? (source as LogSource), options)
}
