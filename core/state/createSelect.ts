import type { Observable } from 'rxjs'
import { distinctUntilChanged, map, shareReplay } from '../rx/kernelRx'
import type { VestibuleState } from './state'

export type Selector<T> = (state: VestibuleState) => T
export type Select = <T>(selector: Selector<T>) => Observable<T>

/**
 * `select(selector)` gives a stream of one slice that emits only when the slice changes. The stream
 * is memoised per selector function, so every view using the same selector shares one subscription.
 */
export function createSelect(state$: Observable<VestibuleState>): Select {
  const cache = new WeakMap<Selector<unknown>, Observable<unknown>>()
  return <T>(selector: Selector<T>) => {
    let stream = cache.get(selector) as Observable<T> | undefined
    if (!stream) {
      stream = state$.pipe(map(selector), distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }))
      cache.set(selector, stream)
    }
    return stream
  }
}
