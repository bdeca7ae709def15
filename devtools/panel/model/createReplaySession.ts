import { createEventLog, type EventLog, type EventLogDocument, type PluginInfo, type RedactionRules } from '../../../core'
import { foldEvent, unknownEventTypes, type LogReducer } from '../../../core/logKit'
// Redaction is core's (exportLog uses it); the panel shares the same rules, not a public API.
import { createEventRedactor, NO_REDACTION_RULES } from '../../../core/log/redactLog'

export type ReplaySpeed = 'live' | 1 | 2

export interface ReplaySession {
  readonly doc: EventLogDocument
  /** The imported events folded into a fresh log, as a fresh instance would have reached them. */
  readonly log: EventLog
  /** The events redacted for display; worked out on first use, not as part of the replay. */
  redactedEvents(): readonly EventLogDocument['events'][number][]
  /**
   * Plugins whose version differs from, or that are missing in, this instance; slices it cannot
   * fold; event types nothing in the log produces (they replay as no-ops).
   */
  readonly warnings: readonly string[]
}

/** Plugin version mismatches between an imported log and the instance replaying it. */
export function pluginVersionWarnings(recorded: EventLogDocument['plugins'], running: readonly PluginInfo[]): string[] {
  const here = new Map(running.map(plugin => [plugin.name, plugin.version]))
  const warnings: string[] = []
  for (const plugin of recorded) {
    const version = here.get(plugin.name)
    if (version === undefined) warnings.push(`Plugin ${plugin.name} ${plugin.version} was recorded but is not registered here`)
    else if (version !== plugin.version) warnings.push(`Plugin ${plugin.name} was ${plugin.version} when recorded, ${version} here: the replay may differ`)
  }
  return warnings
}

/**
 * Replays an imported log (already validated by `importLog`) into a fresh log: every event folded
 * from the file's base state with effects locked, each state kept for the slider to show.
 *
 * @example
 * const doc = importLog(text)
 * const session = createReplaySession(doc, reducerForLog(doc, internalsOf(appKit).slices()), appKit.plugins(), internalsOf(appKit).redaction)
 * internalsOf(appKit).timeTravel.show(session.log.stateAfter(lastSeq)!)
 */
export function createReplaySession(
  doc: EventLogDocument,
  { reducer, missingSlices }: LogReducer,
  running: readonly PluginInfo[],
  redaction: RedactionRules = NO_REDACTION_RULES,
): ReplaySession {
  const log = createEventLog(doc.baseState, Math.max(1, doc.events.length), () => reducer)
  let state = doc.baseState
  for (const event of doc.events) {
    state = foldEvent(reducer, state, event)
    log.record(event, state)
  }
  let redacted: EventLogDocument['events'][number][] | undefined
  return {
    doc,
    log,
    redactedEvents: () => (redacted ??= doc.events.map(createEventRedactor(redaction))),
    warnings: [
      ...pluginVersionWarnings(doc.plugins, running),
      ...missingSlices.map(name => `The ${name} slice was recorded but this page cannot fold it: its state stays as the file's base state held it`),
      ...unknownEventTypes(doc).map(
        ({ type, count, firstSeq }) =>
          `${count === 1 ? 'Event' : `${count} events`} of type ${type} (first #${firstSeq}) ${count === 1 ? 'is' : 'are'} produced by neither core nor a plugin the log records: replayed as no-ops`,
      ),
    ],
  }
}

/** Longest pause between two events at 1x: a visitor who left the tab must not stall the replay. */
export const MAX_REPLAY_GAP_MS = 1_000

/** How long to wait before showing the event at `index` (0 for the first, and always at 'live'). */
export function replayDelay(events: EventLogDocument['events'], index: number, speed: ReplaySpeed): number {
  if (speed === 'live' || index === 0) return 0
  const gap = events[index]!.meta.time - events[index - 1]!.meta.time
  return Math.min(Math.max(gap, 0), MAX_REPLAY_GAP_MS) / speed
}
