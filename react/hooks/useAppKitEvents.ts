import { useObservableState } from 'observable-hooks'
import { useMemo } from 'react'
import { filter, map } from 'rxjs'
import { useAppKitInstance } from '../instance/useAppKitInstance'
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
  const initial = useMemo(() => {
    const events = appKit.log.events()
    const current = appKit.getState()
    for (let i = events.length - 1; i >= 0; i -= 1) {
      const event = events[i]!
      // Which types map does not depend on state: test cheaply, then map with the state it produced.
      if (toAppKitEvent(event, current)) return toAppKitEvent(event, appKit.log.stateAfter(event.meta.seq) ?? current)!
    }
    return { timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } } as const
  }, [appKit])
  return useObservableState(event$, initial)
}
