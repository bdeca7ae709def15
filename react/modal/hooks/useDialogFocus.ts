import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { deepActiveElement } from './focusable'

/**
 * Dialog focus (WAI-ARIA dialog pattern): on open, focus moves into the dialog and the element
 * that opened it is remembered; on close, focus goes back there. When a view change removes the
 * focused control (the wallet row clicked), focus returns to the dialog instead of the page.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, isOpen: boolean, viewKey: string): void {
  const opener = useRef<HTMLElement | null>(null)

  useLayoutEffect(() => {
    if (!isOpen) return
    const active = deepActiveElement()
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
    dialogRef.current?.focus({ preventScroll: true })
    return () => {
      const target = opener.current
      opener.current = null
      // The opener may be gone (the connect button became the account button): then leave focus be.
      if (target?.isConnected) target.focus({ preventScroll: true })
    }
  }, [isOpen, dialogRef])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!isOpen || !dialog) return
    const active = deepActiveElement()
    if (!active || !dialog.contains(active)) dialog.focus({ preventScroll: true })
  }, [isOpen, viewKey, dialogRef])
}
