import type { Observable } from 'rxjs'
import { distinctUntilChanged, map, skip } from '../rx/kernelRx'

/** JSON values compared by content: a getter builds a new object for every state. */
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * Calls `listener` with `read(state)` each time it changes, not with the current value: AppKit's
 * subscribers (valtio's `subscribe`) fire on change only. Returns the unsubscribe function.
 *
 * @example
 * const stop = watchState(appKit.state$, state => getAccount(state), account => console.log(account))
 */
export function watchState<S, T>(
  state$: Observable<S>,
  read: (state: S) => T,
  listener: (value: T) => void,
  same: (a: T, b: T) => boolean = sameJson,
): () => void {
  const subscription = state$.pipe(map(read), distinctUntilChanged(same), skip(1)).subscribe(listener)
  return () => subscription.unsubscribe()
}
