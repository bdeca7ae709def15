import type { Observable } from 'rxjs'
import type { EventInput, VestibuleEvent } from '../events/eventMap'
import type { VestibuleState } from '../state/state'

/** What the headless actions need of an instance: they dispatch as the visitor and await answers. */
export interface ActionContext {
  readonly events$: Observable<VestibuleEvent>
  getState(): VestibuleState
  dispatch(input: EventInput): VestibuleEvent
  /** Aborted when the instance is destroyed: every pending action rejects then. */
  readonly signal?: AbortSignal
}
