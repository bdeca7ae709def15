import type { VestibuleEvent } from '../events/eventMap'
import { createReducer, ReducerError, type Reducer } from '../state/createReducer'
import type { VestibuleState } from '../state/state'
import type { EventLogDocument } from './logDocument'

export interface ReplayOptions {
  /** Fold events up to and including this sequence number. */
  readonly upToSeq?: number
  /** The instance's reducer, when its plugins own slices; the core reducer otherwise. */
  readonly reducer?: Reducer
}

/**
 * Folds a log through the reducers into a fresh state, with no plugin running (effects locked,
 * STYLE core loop 7): the same log always gives the same state.
 *
 * @example
 * const state = replay(importLog(file), { upToSeq: 42 })
 */
export function replay(log: Pick<EventLogDocument, 'baseState' | 'events'>, options: ReplayOptions = {}): VestibuleState {
  const reducer = options.reducer ?? createReducer()
  const upTo = options.upToSeq ?? Number.POSITIVE_INFINITY
  let state = log.baseState
  for (const event of log.events) {
    if (event.meta.seq > upTo) break
    state = foldEvent(reducer, state, event)
  }
  return state
}

/**
 * One step of a replay: the state after `event`. A failing reducer case leaves the state as it
 * was, as it did live (where an `error/raised` event followed).
 */
export function foldEvent(reducer: Reducer, state: VestibuleState, event: VestibuleEvent): VestibuleState {
  try {
    return reducer(state, event)
  } catch (error) {
    if (!(error instanceof ReducerError)) throw error
    return state
  }
}
