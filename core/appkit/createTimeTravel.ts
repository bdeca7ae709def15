import type { Observable } from 'rxjs'
import { BehaviorSubject, distinctUntilChanged, map, switchMap } from '../rx/kernelRx'
import type { PluginHost } from '../plugins/createPluginHost'
import type { VestibuleState } from '../state/state'

/**
 * Time travel for the devtools (Redux DevTools' "jump"): views are shown a past or recomputed
 * state while the live state goes on folding underneath, and plugins are locked so no wallet
 * prompt fires for a state that is only being looked at.
 */
export interface TimeTravel {
  /** What views see: the shown state while travelling, the live state otherwise. */
  readonly state$: Observable<VestibuleState>
  readonly active$: Observable<boolean>
  readonly active: boolean
  /** The state being shown, or null when live. */
  shownState(): VestibuleState | null
  /** Shows `state` to views and locks plugins until `resume()`. */
  show(state: VestibuleState): void
  resume(): void
}

export function createTimeTravel(live$: Observable<VestibuleState>, host: Pick<PluginHost, 'setLocked'>): TimeTravel {
  const shown = new BehaviorSubject<VestibuleState | null>(null)
  return {
    // While a past state is shown the live one is not listened to; back in the present, live$
    // (the store's state, replayed on subscription) takes over. An array, not `of`: no scheduler code.
    state$: shown.pipe(
      switchMap(past => (past ? [past] : live$)),
      distinctUntilChanged(),
    ),
    active$: shown.pipe(
      map(state => state !== null),
      distinctUntilChanged(),
    ),
    get active() {
      return shown.getValue() !== null
    },
    shownState: () => shown.getValue(),
    show(state) {
      host.setLocked(true)
      shown.next(state)
    },
    resume() {
      if (shown.getValue() === null) return
      shown.next(null)
      host.setLocked(false)
    },
  }
}
