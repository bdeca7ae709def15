import { useCallback, type KeyboardEvent, type RefObject } from 'react'
import { deepActiveElement, focusableIn } from './focusable'

/** Keeps Tab and Shift+Tab cycling inside the dialog: the page behind is inert for a modal dialog. */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>): (event: KeyboardEvent) => void {
  return useCallback(
    (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (event.key !== 'Tab' || !dialog) return
      const focusable = focusableIn(dialog)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const active = deepActiveElement()
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    },
    [dialogRef],
  )
}
