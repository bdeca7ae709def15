// importLog apart from exportLog: its schemas (zod) stay out of every page that only exports.
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { formatIssues, parseWith } from '../schemas/errorMap'
import { vestibuleStateSchema } from '../state/stateSchema'
import { InvalidLogError, LOG_FORMAT, LOG_VERSION, type EventLogDocument } from './logDocument'

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

const logDocumentSchema = z.object({
  format: z.literal(LOG_FORMAT),
  version: z.literal(LOG_VERSION),
  sdkVersion: z.string(),
  exportedAt: z.number(),
  plugins: z.array(z.object({ name: z.string(), version: z.string(), kind: z.string(), slice: z.optional(z.string()) })),
  /** State before the first event: a bounded log has dropped what came earlier. */
  baseState: z.record(z.string(), z.unknown()),
  events: z.array(eventSchema),
})

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
      throw new InvalidLogError('Not a Vestibule event log', {
        details: `events.${i}.meta.seq: sequence numbers must increase`,
        category: 'DATA_PARSING_ERROR',
      })
    }
  }
  return parsed.data as unknown as EventLogDocument
}
