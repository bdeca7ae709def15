import { CORE_EVENT_TYPES } from '../events/coreEventTypes'
import type { EventLogDocument } from './logDocument'

/** An event type of a log that neither core nor any plugin the log records produces. */
export interface UnknownEventType {
  readonly type: string
  /** How many of the log's events have it. */
  readonly count: number
  /** Sequence number of the first. */
  readonly firstSeq: number
}

/** The last segment of a plugin's name: `features/walletDirectory` → `walletDirectory`. */
const ownDomain = (name: string) => name.slice(name.lastIndexOf('/') + 1)

/**
 * The event types of a log that nothing it records can produce. A plugin produces core's events
 * and those of its own domain (`domain/fact`, the domain being its slice's name or the last segment
 * of its name, as `features/walletDirectory` produces `walletDirectory/page-fetched`). Any other
 * type, a typo in a hand-edited file or the event of a plugin the file does not list, has no
 * reducer to fold it: a replay passes over it silently, so whoever replays is told.
 *
 * @example
 * const doc = importLog(text)
 * for (const { type, count } of unknownEventTypes(doc)) console.warn(`${type}: ${count} events replay as no-ops`)
 */
export function unknownEventTypes(doc: Pick<EventLogDocument, 'plugins' | 'events'>): readonly UnknownEventType[] {
  const domains = new Set(doc.plugins.flatMap(plugin => [ownDomain(plugin.name), ...(plugin.slice ? [plugin.slice] : [])]))
  const unknown = new Map<string, { count: number; firstSeq: number }>()
  for (const event of doc.events) {
    if (CORE_EVENT_TYPES.has(event.type) || domains.has(event.type.slice(0, event.type.indexOf('/')))) continue
    const seen = unknown.get(event.type)
    if (seen) seen.count += 1
    else unknown.set(event.type, { count: 1, firstSeq: event.meta.seq })
  }
  return [...unknown].map(([type, { count, firstSeq }]) => ({ type, count, firstSeq }))
}
