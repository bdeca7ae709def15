import type { EventInput, EventType, VestibuleEvent, VestibuleEventMap } from './eventMap'

type PayloadArgs<P> = Record<string, never> extends P ? [payload?: P] : [payload: P]

export interface EventCreator<T extends EventType> {
  (...args: PayloadArgs<VestibuleEventMap[T]>): EventInput<T>
  readonly type: T
  /** Type guard, so `filter(created.match)` narrows a stream. */
  match(event: { readonly type: string }): event is VestibuleEvent<T>
}

/**
 * A typed creator for one event type (Redux Toolkit's `createAction`, keyed by our event map).
 *
 * @example
 * const closed = defineEvent('modal/closed')
 * dispatch(closed())
 * events$.pipe(filter(closed.match))
 */
export function defineEvent<T extends EventType>(type: T): EventCreator<T> {
  const creator = (...args: PayloadArgs<VestibuleEventMap[T]>) => ({ type, payload: (args[0] ?? {}) as VestibuleEventMap[T] }) as EventInput<T>
  return Object.assign(creator, {
    type,
    match: (event: { readonly type: string }): event is VestibuleEvent<T> => event.type === type,
  })
}
