import { useContext, useMemo, useSyncExternalStore } from 'react'
import type { Selector, VestibuleState } from '../../core'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { AppKitInitialStateContext } from '../ssr/AppKitInitialStateContext'
import { stateViewOf } from '../ssr/stateView'

/** `selector` answering the same value for the same state, as `useSyncExternalStore` needs. */
function memoised<T>(selector: Selector<T>): (state: VestibuleState) => T {
  let last: { state: VestibuleState; value: T } | undefined
  return state => {
    if (last?.state !== state) last = { state, value: selector(state) }
    return last.value
  }
}

/**
 * One slice of the instance's state, re-rendering only when it changes. The first render already
 * has it (no flash of empty state). While a server renders and while the client hydrates, the
 * slice is read from what the server had (see `stateView.ts`), so the hydrated HTML matches;
 * React then re-renders with the visitor's own state (a restored connection, the system theme).
 * Pass a module-level selector (see `selectors.ts`).
 */
export function useAppKitSelector<T>(selector: Selector<T>): T {
  const appKit = useAppKitInstance()
  const initialState = useContext(AppKitInitialStateContext)
  const view = stateViewOf(appKit, initialState)
  const [client, server] = useMemo(() => [memoised(selector), memoised(selector)], [selector])
  return useSyncExternalStore(
    view.subscribe,
    () => client(view.client()),
    () => server(view.server()),
  )
}
