import { VestibuleError } from '../errors'
import type { VestibuleEvent } from '../events/eventMap'
import { ReducerError, type Reducer } from '../state/createReducer'
import type { VestibuleState } from '../state/state'

export interface EventLog {
  /** How many events it keeps: `logCapacity`, or `Infinity` once asked to keep every event. */
  readonly capacity: number
  /** Number of events held. */
  readonly size: number
  /** Oldest first. */
  events(): readonly VestibuleEvent[]
  /** State before the oldest event held, so a bounded log still replays exactly. */
  baseState(): VestibuleState
  /** State right after the event with this sequence number, if the log still holds it. */
  stateAfter(seq: number): VestibuleState | undefined
  record(event: VestibuleEvent, state: VestibuleState): void
  clear(state: VestibuleState): void
  /**
   * From now on drop nothing: the devtools ask it as they attach, so a panel mounted with the
   * instance has every event and the state after each, while a production page keeps its ring.
   * What was dropped before is not brought back.
   */
  keepAll(): void
}

export { DEFAULT_LOG_CAPACITY } from '../constants'

/**
 * Events are kept in chunks of this many, each with the state after its last event. Keeping one
 * state per chunk instead of one per event spares the garbage collector (a fifth of the fold loop's
 * time when every state was kept); any other state is refolded from the chunk before, at most 63
 * events away.
 */
export const LOG_CHUNK_SIZE = 64

interface Chunk {
  readonly events: VestibuleEvent[]
  state: VestibuleState
}

/**
 * A bounded log of events. When it grows past its capacity the oldest chunk is dropped whole and
 * its last state becomes the base, so it holds between `capacity - 63` and `capacity` events.
 */
export function createEventLog(initial: VestibuleState, capacity: number, reducer: () => Reducer): EventLog {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new VestibuleError('Log capacity must be a positive integer', { details: `Got ${String(capacity)}`, category: 'INVALID_APP_CONFIGURATION' })
  const chunkSize = Math.min(LOG_CHUNK_SIZE, capacity)
  let kept = capacity
  let chunks: Chunk[] = []
  let size = 0
  let base = initial

  const fold = (from: VestibuleState, events: readonly VestibuleEvent[]) => {
    const reduce = reducer()
    let state = from
    for (const event of events) {
      try {
        state = reduce(state, event)
      } catch (error) {
        // Live, a failing case left the state as it was (and an `error/raised` event followed).
        if (!(error instanceof ReducerError)) throw error
      }
    }
    return state
  }

  return {
    get capacity() {
      return kept
    },
    get size() {
      return size
    },
    record(event, state) {
      const last = chunks[chunks.length - 1]
      if (last && last.events.length < chunkSize) {
        last.events.push(event)
        last.state = state
      } else {
        chunks.push({ events: [event], state })
      }
      size += 1
      if (size > kept) {
        const dropped = chunks.shift()!
        base = dropped.state
        size -= dropped.events.length
      }
    },
    events: () => chunks.flatMap(chunk => chunk.events),
    baseState: () => base,
    stateAfter(seq) {
      const index = chunks.findIndex(chunk => chunk.events[chunk.events.length - 1]!.meta.seq >= seq)
      const chunk = chunks[index]
      if (!chunk || chunk.events[0]!.meta.seq > seq) return undefined
      const last = chunk.events[chunk.events.length - 1]!
      if (last.meta.seq === seq) return chunk.state
      return fold(
        index === 0 ? base : chunks[index - 1]!.state,
        chunk.events.filter(e => e.meta.seq <= seq),
      )
    },
    clear(state) {
      chunks = []
      size = 0
      base = state
    },
    keepAll() {
      kept = Number.POSITIVE_INFINITY
    },
  }
}
