import { useObservableEagerState } from 'observable-hooks'
import type { Selector } from '../../core'
import { useAppKitInstance } from '../instance/useAppKitInstance'

/**
 * One slice of the instance's state, re-rendering only when it changes. `state$` replays its
 * value synchronously, so the first render already has it (no flash of empty state).
 * Pass a module-level selector (see `selectors.ts`): a new function each render means a new stream.
 */
export function useAppKitSelector<T>(selector: Selector<T>): T {
  return useObservableEagerState(useAppKitInstance().select(selector))
}
