import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { takeOpener } from './dialogOpener'
import { deepActiveElement } from './focusable'

/** Moves focus onto the dialog unless it is inside already. */
function focusInside(dialog: HTMLElement | null): void {
  const active = deepActiveElement()
  if (dialog && (!active || !dialog.contains(active))) dialog.focus({ preventScroll: true })
}

/**
 * Dialog focus (WAI-ARIA dialog pattern): on open, focus moves into the dialog and the element
 * that opened it is remembered; on close, focus goes back there. When a view change removes the
 * focused control (the wallet row clicked), focus returns to the dialog instead of the page.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, isOpen: boolean, viewKey: string): void {
  const opener = useRef<HTMLElement | null>(null)

  useLayoutEffect(() => {
    if (!isOpen) return
    const taken = takeOpener()
    opener.current = taken.opener
    // Replacing the early card removed the focused element: focus moves in now, so no frame has
    // focus nowhere. Otherwise in the next frame: focusing forces a style and layout pass, which
    // done here would run once for the click and again for the paint; there it is the paint's own.
    // A Tab pressed before that frame already moved focus in (useFocusTrap): it stays where it went.
    if (taken.fromEarlyCard) dialogRef.current?.focus({ preventScroll: true })
    const frame = taken.fromEarlyCard ? 0 : requestAnimationFrame(() => focusInside(dialogRef.current))
    return () => {
      cancelAnimationFrame(frame)
      const target = opener.current
      opener.current = null
      // The opener may be gone (the connect button became the account button): then leave focus be.
      if (target?.isConnected) target.focus({ preventScroll: true })
    }
  }, [isOpen, dialogRef])

  useEffect(() => {
    if (!isOpen) return
    // Also in the next frame, for the same reason; by then the opening focus has landed too.
    const frame = requestAnimationFrame(() => focusInside(dialogRef.current))
    return () => cancelAnimationFrame(frame)
  }, [isOpen, viewKey, dialogRef])
}
