import type { Draft } from 'immer'
import type { EventType, VestibuleEvent } from '../../events/eventMap'
import type { VestibuleState } from '../state'

/**
 * A reducer case. `state` is the state before the event: read from it (no proxy is made), write
 * to `draft`. Writing a whole slice (`draft.modal = next`) costs one proxy trap where writing its
 * fields costs one each; hot cases do that.
 */
export type Handler<K extends EventType> = (draft: Draft<VestibuleState>, event: VestibuleEvent<K>, state: VestibuleState) => void

/** Reducer cases keyed by event type (NgRx `on`, Redux Toolkit `createReducer`). */
export type HandlerMap = { readonly [K in EventType]?: Handler<K> }

/** Identity helper that types each case's event from its key. */
export function defineHandlers(handlers: HandlerMap): HandlerMap {
  return handlers
}
