import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs'
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
    state$: combineLatest([live$, shown]).pipe(
      map(([live, past]) => past ?? live),
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
