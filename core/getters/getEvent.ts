import type { EventLog } from '../log/eventLog'
import type { AnalyticsMapping } from '../plugins/definePlugin'
import type { VestibuleState } from '../state/state'
import { toAppKitEvent, type AppKitEvent } from './toAppKitEvent'

/**
 * AppKit's `getEvent`: the latest logged event AppKit would report, in its shape, with the state
 * it produced; `MODAL_CREATED` when none is logged.
 *
 * @example
 * getEvent(internalsOf(appKit).log, appKit.getState(), [], appKit.now).data.event // 'MODAL_OPEN'
 */
export function getEvent(log: EventLog, current: VestibuleState, mappings: readonly AnalyticsMapping[], now: () => number): AppKitEvent {
  const events = log.events()
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i]!
    // Which types map does not depend on state: test cheaply, then map with the state it produced.
    if (toAppKitEvent(event, current, mappings))
      return toAppKitEvent(event, log.stateAfter(event.meta.seq) ?? current, mappings) ?? toAppKitEvent(event, current, mappings)!
  }
  return { timestamp: now(), data: { type: 'track', event: 'MODAL_CREATED' } }
}
