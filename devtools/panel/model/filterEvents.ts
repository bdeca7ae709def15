import type { VestibuleEvent } from '../../../core'

export interface EventFilter {
  /** Part of the event type, case-insensitive. */
  readonly text: string
  /** Only events from this source (plugin name, `core`, `user`); empty for all. */
  readonly source: string
  readonly hiddenTypes: readonly string[]
}

export const NO_FILTER: EventFilter = { text: '', source: '', hiddenTypes: [] }

/** Indexes of the events the filter keeps, so rows map back to the recorded (and redacted) lists. */
export function filterEvents(events: readonly VestibuleEvent[], filter: EventFilter): number[] {
  const text = filter.text.trim().toLowerCase()
  const hidden = new Set(filter.hiddenTypes)
  const kept: number[] = []
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!
    if (hidden.has(event.type)) continue
    if (filter.source !== '' && event.meta.source !== filter.source) continue
    if (text !== '' && !event.type.toLowerCase().includes(text)) continue
    kept.push(i)
  }
  return kept
}
