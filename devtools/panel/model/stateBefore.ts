import type { EventLog, VestibuleState } from '../../../core'

/**
 * The state right before the event with this sequence number: the base state for the first event
 * the log holds, the state after the previous one otherwise; undefined once the log dropped it.
 */
export function stateBefore(log: Pick<EventLog, 'events' | 'baseState' | 'stateAfter'>, seq: number): VestibuleState | undefined {
  const events = log.events()
  let low = 0
  let high = events.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const at = events[middle]!.meta.seq
    if (at === seq) return middle === 0 ? log.baseState() : log.stateAfter(events[middle - 1]!.meta.seq)
    if (at < seq) low = middle + 1
    else high = middle - 1
  }
  return undefined
}
