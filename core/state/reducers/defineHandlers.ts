import type { Draft } from 'immer'
import type { EventType, VestibuleEvent } from '../../events/eventMap'
import type { VestibuleState } from '../state'

export type Handler<K extends EventType> = (draft: Draft<VestibuleState>, event: VestibuleEvent<K>) => void

/** Reducer cases keyed by event type (NgRx `on`, Redux Toolkit `createReducer`). */
export type HandlerMap = { readonly [K in EventType]?: Handler<K> }

/** Identity helper that types each case's event from its key. */
export function defineHandlers(handlers: HandlerMap): HandlerMap {
  return handlers
}
