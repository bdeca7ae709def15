import { useObservableState } from 'observable-hooks'
import { useMemo } from 'react'
import { filter, map } from 'rxjs'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { getEvent } from '../../core/getters/getEvent'
import { toAppKitEvent, type AppKitEvent } from '../../core/getters/toAppKitEvent'

/**
 * AppKit's `useAppKitEvents`: the latest event AppKit would report, in its shape.
 *
 * @example
 * const { data } = useAppKitEvents()
 * data.event // 'MODAL_OPEN'
 */
export function useAppKitEvents(): AppKitEvent {
  const appKit = useAppKitInstance()
  const event$ = useMemo(
    () => appKit.events$.pipe(map(event => toAppKitEvent(event, appKit.getState())), filter((event): event is AppKitEvent => event !== undefined)),
    [appKit],
  )
  // The latest reportable event already logged, so a late mount does not start empty.
  const initial = useMemo(() => getEvent(appKit.log, appKit.getState()), [appKit])
  return useObservableState(event$, initial)
}
