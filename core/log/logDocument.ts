// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { SDK_VERSION } from '../constants'
import type { VestibuleEvent } from '../events/eventMap'
import { VestibuleError } from '../errors'
import { formatIssues, parseWith } from '../schemas'
import type { VestibuleState } from '../state/state'
import { vestibuleStateSchema } from '../state/stateSchema'
import type { EventLog } from './eventLog'
import { NO_REDACTION_RULES, redactLogDocument, type RedactionRules } from './redactLog'

export const LOG_FORMAT = 'vestibule/event-log'
export const LOG_VERSION = 1

const eventSchema = z.object({
  type: z.string().check(z.regex(/^[\w-]+\/[\w-]+$/, 'Expected an event type named domain/happening')),
  payload: z.unknown(),
  meta: z.object({
    seq: z.number().check(z.int(), z.gte(1)),
    id: z.string().check(z.minLength(1)),
    time: z.number(),
    source: z.string().check(z.minLength(1)),
    causeId: z.nullable(z.string()),
  }),
})

export const logDocumentSchema = z.object({
  format: z.literal(LOG_FORMAT),
  version: z.literal(LOG_VERSION),
  sdkVersion: z.string(),
  exportedAt: z.number(),
  plugins: z.array(z.object({ name: z.string(), version: z.string(), kind: z.string(), slice: z.optional(z.string()) })),
  /** State before the first event: a bounded log has dropped what came earlier. */
  baseState: z.record(z.string(), z.unknown()),
  events: z.array(eventSchema),
})

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

/**
 * Reads an exported log (a JSON string or the parsed object), with a clear error for a bad file:
 * the envelope, every event's stamp and the base state's shape are checked. Events of a type
 * nothing in the log produces are not an error (`unknownEventTypes` lists them).
 *
 * @example
 * const doc = importLog(await file.text())
 * const state = replay(doc)
 */
export function importLog(input: string | unknown): EventLogDocument {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch (error) {
      throw new InvalidLogError('Not a Vestibule event log: the file is not valid JSON', { cause: error, category: 'DATA_PARSING_ERROR' })
    }
  }
  const format = (value as { format?: unknown } | null)?.format
  if (format !== LOG_FORMAT) {
    throw new InvalidLogError(`Not a Vestibule event log: expected format "${LOG_FORMAT}"`, { category: 'DATA_PARSING_ERROR' })
  }
  const version = (value as { version?: unknown }).version
  if (version !== LOG_VERSION) {
    throw new InvalidLogError(`Unsupported event log version ${String(version)}: this build reads version ${LOG_VERSION}`, { category: 'DATA_PARSING_ERROR' })
  }
  const parsed = parseWith(logDocumentSchema, value)
  if (!parsed.success) {
    throw new InvalidLogError('Not a Vestibule event log', { details: formatIssues(parsed.issues), category: 'DATA_PARSING_ERROR' })
  }
  // A malformed base state would reach every reducer and view of the replaying page.
  const state = parseWith(vestibuleStateSchema, parsed.data.baseState)
  if (!state.success) {
    const issues = state.issues.map(issue => ({ ...issue, path: issue.path ? `baseState.${issue.path}` : 'baseState' }))
    throw new InvalidLogError('Not a Vestibule event log: its base state is malformed', { details: formatIssues(issues), category: 'DATA_PARSING_ERROR' })
  }
  const events = parsed.data.events
  for (let i = 1; i < events.length; i++) {
    if (events[i]!.meta.seq <= events[i - 1]!.meta.seq) {
      throw new InvalidLogError('Not a Vestibule event log', { details: `events.${i}.meta.seq: sequence numbers must increase`, category: 'DATA_PARSING_ERROR' })
    }
  }
  return parsed.data as unknown as EventLogDocument
}
