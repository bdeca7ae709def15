import { useObservableState } from 'observable-hooks'
import { useMemo } from 'react'
import { Observable } from 'rxjs'
import type { AppKitEvent } from '../../core/getters/toAppKitEvent'
import { useAppKitInstance } from '../instance/useAppKitInstance'

/**
 * AppKit's `useAppKitEvents`: the latest event AppKit would report, in its shape (the instance's
 * `getEvent` and `subscribeEvents`, so one mapping serves both).
 *
 * @example
 * const { data } = useAppKitEvents()
 * data.event // 'MODAL_OPEN'
 */
export function useAppKitEvents(): AppKitEvent {
  const appKit = useAppKitInstance()
  const event$ = useMemo(
    () =>
      new Observable<AppKitEvent>(subscriber => {
        // What happened between the first render and this subscription (an effect runs later).
        subscriber.next(appKit.getEvent())
        return appKit.subscribeEvents(event => subscriber.next(event))
      }),
    [appKit],
  )
  // The latest reportable event already logged, so a late mount does not start empty.
  const initial = useMemo(() => appKit.getEvent(), [appKit])
  return useObservableState(event$, initial)
}
