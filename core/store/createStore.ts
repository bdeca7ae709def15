import type { Observable } from 'rxjs'
import { BehaviorSubject, Subject } from '../rx/kernelRx'
import type { EventInput, VestibuleEvent } from '../events/eventMap'
import type { EventLog } from '../log/eventLog'
import { createLogger, type Logger } from '../logger/createLogger'
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
  /**
   * Dispatches `error/raised` for `plugin`, caused by `causeId` (by default the event being
   * delivered). An error whose cause is an `error/raised` event, or descends from one, is logged
   * and not raised again: raising it would feed the failure its own event (returns null then).
   */
  raise(plugin: string, error: unknown, causeId?: string | null): VestibuleEvent | null
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
  /** Where errors that are not raised again go (see `raise`); the console by default. */
  readonly logger?: Pick<Logger, 'error'>
}

/**
 * How many event ids of error chains are remembered. A chain is short (an error, a reaction or two);
 * the bound only keeps a long-lived page's memory flat.
 */
const ERROR_LINEAGE_LIMIT = 1_024

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
  // The event whose state and delivery are being published: what a synchronous reaction was caused by.
  let delivering: VestibuleEvent | null = null
  const logger = options.logger ?? createLogger('error', 'vestibule:store')
  // Ids of `error/raised` events and of every event they caused, directly or not (oldest first).
  const errorLineage = new Set<string>()

  const causeOf = (causeId: string | null | undefined) => (causeId !== undefined ? causeId : (delivering?.meta.id ?? null))

  const stamp = (input: EventInput, meta: DispatchMeta): VestibuleEvent => {
    seq += 1
    const id = `${options.instanceId}:${seq}`
    const causeId = causeOf(meta.causeId)
    if (input.type === 'error/raised' || (causeId !== null && errorLineage.has(causeId))) {
      errorLineage.add(id)
      if (errorLineage.size > ERROR_LINEAGE_LIMIT) errorLineage.delete(errorLineage.values().next().value as string)
    }
    return { type: input.type, payload: input.payload, meta: { seq, id, time: options.now(), source: meta.source, causeId } } as VestibuleEvent
  }

  // A failure while handling an error (a plugin that throws on `error/raised`, a slice case that
  // throws on it) would raise an error that fails the same way, forever, and hang the tab: such a
  // failure is logged instead (STYLE core loop 6: a failure becomes one error event, not a storm).
  const errorEvent = (plugin: string, error: unknown, causeId: string | null | undefined): VestibuleEvent | null => {
    const cause = causeOf(causeId)
    if (cause !== null && errorLineage.has(cause)) {
      logger.error(`${plugin} failed while handling an error (event ${cause}); logged, not raised again:`, error)
      return null
    }
    return stamp({ type: 'error/raised', payload: { plugin, error: serializeError(error) } }, { source: plugin, causeId: cause })
  }

  const reduceOne = (event: VestibuleEvent) => {
    const before = state.getValue()
    let after = before
    try {
      after = reducer(before, event)
    } catch (error) {
      const plugin = error instanceof ReducerError ? error.owner : 'core'
      const raised = errorEvent(plugin, error, event.meta.id)
      if (raised) queue.push(raised)
    }
    // From the state's publication on, whatever a subscriber does is caused by this event.
    delivering = event
    try {
      if (after !== before) state.next(after)
      options.log.record(event, after)
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
    raise(plugin, error, causeId) {
      const event = errorEvent(plugin, error, causeId)
      if (!event) return null
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
