import type { EventLogDocument, Reducer, VestibuleState } from '../../../core'
import { replay } from '../../../core/logKit'

export interface RecomputeWithoutParameters {
  readonly log: Pick<EventLogDocument, 'baseState' | 'events'>
  /** Sequence numbers of the events to leave out (Redux DevTools' "skip"). */
  readonly skipped: ReadonlySet<number>
  /** Fold up to and including this event; the whole log otherwise. */
  readonly upToSeq?: number
  readonly reducer?: Reducer
}

/**
 * The state the log would have reached without the skipped events: the log is folded again from
 * its base state, as a replay (effects locked), so what a skipped event caused downstream is seen
 * only through the events that remain.
 *
 * @example
 * recomputeWithout({ log: exportLog(appKit), skipped: new Set([12]), reducer: internalsOf(appKit).getReducer() })
 */
export function recomputeWithout({ log, skipped, upToSeq, reducer }: RecomputeWithoutParameters): VestibuleState {
  const events = skipped.size === 0 ? log.events : log.events.filter(event => !skipped.has(event.meta.seq))
  return replay({ baseState: log.baseState, events }, { upToSeq, reducer })
}
