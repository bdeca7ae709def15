import { useMemo, useSyncExternalStore } from 'react'
import type { AppKitEvent } from '../../core/getters/toAppKitEvent'
import { useAppKitInstance } from '../instance/useAppKitInstance'

/**
 * AppKit's `useAppKitEvents`: the latest event AppKit would report, in its shape (the instance's
 * `getEvent` and `subscribeEvents`, so one mapping serves both). Read through React's external-store
 * hook, not observable-hooks: this module is in the page's first download (the `vestibule/react`
 * entry), where `rxjs`'s barrel would bring every operator a lazy chunk uses (see core/rx/kernelRx.ts).
 *
 * @example
 * const { data } = useAppKitEvents()
 * data.event // 'MODAL_OPEN'
 */
export function useAppKitEvents(): AppKitEvent {
  const appKit = useAppKitInstance()
  const events = useMemo(() => {
    // The latest reportable event already logged, so a late mount does not start empty.
    let latest = appKit.getEvent()
    return {
      subscribe(changed: () => void) {
        // What happened between the first render and this subscription (an effect runs later).
        latest = appKit.getEvent()
        return appKit.subscribeEvents(event => {
          latest = event
          changed()
        })
      },
      read: () => latest,
    }
  }, [appKit])
  return useSyncExternalStore(events.subscribe, events.read, events.read)
}
