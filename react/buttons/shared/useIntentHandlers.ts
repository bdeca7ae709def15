import { useMemo } from 'react'
import { useAppKitInstance } from '../../instance/useAppKitInstance'

/**
 * Pointer, touch or focus on a Vestibule button is the visitor's intent: features load and hosted
 * requests start then, early enough that the modal opens warm, and never on a page nobody touches.
 */
export function useIntentHandlers(): { onPointerEnter(): void; onFocus(): void; onTouchStart(): void } {
  const appKit = useAppKitInstance()
  return useMemo(() => {
    const showIntent = () => appKit.showIntent()
    return { onPointerEnter: showIntent, onFocus: showIntent, onTouchStart: showIntent }
  }, [appKit])
}
