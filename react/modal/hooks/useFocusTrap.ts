import { useLayoutEffect, type RefObject } from 'react'
import { deepActiveElement, focusableIn } from './focusable'

/**
 * Keeps Tab and Shift+Tab cycling inside the open dialog: the page behind is inert for a modal
 * dialog. Listening on the document, not on the dialog, also catches a Tab pressed before focus
 * moved in (a frame after opening, see useDialogFocus: later on a busy page), which would
 * otherwise walk the page behind. Attached in the commit that draws the modal, as Escape's
 * listener is.
 */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, isOpen: boolean): void {
  useLayoutEffect(() => {
    if (!isOpen) return
    // Once focus has been inside, a control outside was focused on purpose, on a layer drawn above
    // the modal (the devtools panel): its Tab is its own. Focus on nothing is still taken in.
    let entered = false
    const onFocusIn = () => void (entered = true)
    const opened = dialogRef.current
    opened?.addEventListener('focusin', onFocusIn)
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (event.key !== 'Tab' || event.defaultPrevented || !dialog) return
      const active = deepActiveElement()
      const outside = !active || !dialog.contains(active)
      if (outside && entered && active !== document.body) return
      const focusable = focusableIn(dialog)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return void event.preventDefault()
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      opened?.removeEventListener('focusin', onFocusIn)
    }
  }, [isOpen, dialogRef])
}
