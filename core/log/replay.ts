import type { VestibuleEvent } from '../events/eventMap'
import { createReducer, ReducerError, type Reducer } from '../state/createReducer'
import type { AnySlice } from '../state/defineSlice'
import type { VestibuleState } from '../state/state'
import type { EventLogDocument } from './logDocument'

export interface ReplayOptions {
  /** Fold events up to and including this sequence number. */
  readonly upToSeq?: number
  /**
   * The slices the replaying code has (the features it imports). Those of the plugins the log
   * records are folded, so feature state replays as it was lived; a log without a plugin list
   * (a range handed to a generated test) folds every one given.
   */
  readonly slices?: readonly AnySlice[]
  /** Fold with this reducer instead (a live instance's `getReducer()`, which has its plugins' slices). */
  readonly reducer?: Reducer
}

export interface LogReducer {
  readonly reducer: Reducer
  /** Slices the log's plugins had that were not given: their state stays as the base state held it. */
  readonly missingSlices: readonly string[]
}

/**
 * The reducer that folds a log as its instance did: core's cases plus the slices of the plugins the
 * log records, taken from `available`.
 *
 * @example
 * const { reducer, missingSlices } = reducerForLog(importLog(file), [walletDirectorySlice])
 */
export function reducerForLog(log: Partial<Pick<EventLogDocument, 'plugins'>>, available: readonly AnySlice[] = []): LogReducer {
  if (!log.plugins) return { reducer: createReducer(available), missingSlices: [] }
  const recorded = log.plugins.flatMap(plugin => (plugin.slice ? [plugin.slice] : []))
  const slices = recorded.flatMap(name => available.filter(slice => slice.name === name))
  return { reducer: createReducer(slices), missingSlices: recorded.filter(name => !available.some(slice => slice.name === name)) }
}

/**
 * Folds a log through the reducers into a fresh state, with no plugin running (effects locked,
 * STYLE core loop 7): the same log always gives the same state.
 *
 * @example
 * const state = replay(importLog(file), { upToSeq: 42, slices: [walletDirectorySlice] })
 */
export function replay(
  log: Pick<EventLogDocument, 'baseState' | 'events'> & Partial<Pick<EventLogDocument, 'plugins'>>,
  options: ReplayOptions = {},
): VestibuleState {
  const reducer = options.reducer ?? reducerForLog(log, options.slices).reducer
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
