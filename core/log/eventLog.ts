import type { VestibuleEvent } from '../events/eventMap'
import type { VestibuleState } from '../state/state'

export interface LogEntry {
  readonly event: VestibuleEvent
  /** State right after the event; immer's structural sharing makes keeping it nearly free. */
  readonly state: VestibuleState
}

export interface EventLog {
  readonly capacity: number
  /** Oldest first. */
  entries(): readonly LogEntry[]
  /** State before the oldest retained event, so a bounded log still replays exactly. */
  baseState(): VestibuleState
  record(event: VestibuleEvent, state: VestibuleState): void
  clear(state: VestibuleState): void
  readonly size: number
}

export const DEFAULT_LOG_CAPACITY = 10_000

/** A bounded ring buffer of events with the state each produced. */
export function createEventLog(initial: VestibuleState, capacity = DEFAULT_LOG_CAPACITY): EventLog {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('Log capacity must be a positive integer')
  let ring: (LogEntry | undefined)[] = new Array(capacity)
  let head = 0 // index of the oldest entry
  let size = 0
  let base = initial
  return {
    capacity,
    get size() {
      return size
    },
    record(event, state) {
      if (size === capacity) {
        base = ring[head]!.state
        ring[head] = { event, state }
        head = (head + 1) % capacity
      } else {
        ring[(head + size) % capacity] = { event, state }
        size += 1
      }
    },
    entries() {
      const out: LogEntry[] = new Array(size)
      for (let i = 0; i < size; i++) out[i] = ring[(head + i) % capacity]!
      return out
    },
    baseState: () => base,
    clear(state) {
      ring = new Array(capacity)
      head = 0
      size = 0
      base = state
    },
  }
}
