import { BehaviorSubject, Subject, type Observable } from 'rxjs'
import type { EventInput, VestibuleEvent } from '../events/eventMap'
import type { EventLog } from '../log/eventLog'
import { ReducerError, type Reducer } from '../state/createReducer'
import type { VestibuleState } from '../state/state'
import { serializeError } from '../errors'

export interface DispatchMeta {
  /** Plugin name, `core` or `user`. */
  readonly source: string
  readonly causeId?: string | null
}

export interface Store {
  readonly state$: Observable<VestibuleState>
  readonly events$: Observable<VestibuleEvent>
  getState(): VestibuleState
  /** Stamps and enqueues; returns the stamped event. Never reduces re-entrantly. */
  dispatch(input: EventInput, meta: DispatchMeta): VestibuleEvent
  setReducer(reducer: Reducer): void
  getReducer(): Reducer
  complete(): void
}

export interface StoreOptions {
  readonly reducer: Reducer
  readonly initialState: VestibuleState
  readonly log: EventLog
  readonly now: () => number
  /** Prefix of event ids, so ids from two instances never collide in one exported log. */
  readonly instanceId: string
}

/**
 * The fold loop (STYLE, core loop 3–4): each event is stamped, reduced, state is published, the
 * event is logged, and only then emitted, so a plugin always sees the state its event produced.
 */
export function createStore(options: StoreOptions): Store {
  let reducer = options.reducer
  let seq = 0
  const state = new BehaviorSubject(options.initialState)
  const events = new Subject<VestibuleEvent>()
  const queue: VestibuleEvent[] = []
  let draining = false
  // The event being delivered to plugins right now: what a synchronous reaction was caused by.
  let delivering: VestibuleEvent | null = null

  const stamp = (input: EventInput, meta: DispatchMeta): VestibuleEvent => {
    seq += 1
    return {
      type: input.type,
      payload: input.payload,
      meta: {
        seq,
        id: `${options.instanceId}:${seq}`,
        time: options.now(),
        source: meta.source,
        causeId: meta.causeId !== undefined ? meta.causeId : (delivering?.meta.id ?? null),
      },
    } as VestibuleEvent
  }

  const reduceOne = (event: VestibuleEvent) => {
    const before = state.getValue()
    let after = before
    try {
      after = reducer(before, event)
    } catch (error) {
      const plugin = error instanceof ReducerError ? error.owner : 'core'
      queue.push(stamp({ type: 'error/raised', payload: { plugin, error: serializeError(error) } }, { source: plugin, causeId: event.meta.id }))
    }
    if (after !== before) state.next(after)
    options.log.record(event, after)
    delivering = event
    try {
      events.next(event)
    } finally {
      delivering = null
    }
  }

  const drain = () => {
    draining = true
    try {
      for (let event = queue.shift(); event; event = queue.shift()) reduceOne(event)
    } finally {
      draining = false
    }
  }

  return {
    state$: state.asObservable(),
    events$: events.asObservable(),
    getState: () => state.getValue(),
    dispatch(input, meta) {
      const event = stamp(input, meta)
      queue.push(event)
      if (!draining) drain()
      return event
    },
    setReducer(next) {
      reducer = next
    },
    getReducer: () => reducer,
    complete() {
      events.complete()
      state.complete()
    },
  }
}
