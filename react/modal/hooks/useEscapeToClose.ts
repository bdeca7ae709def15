import { useLayoutEffect } from 'react'

/**
 * Escape closes the open modal, wherever focus is on the page. Attached in the commit that draws
 * the modal (a layout effect), so when the modal replaces the early card no Escape falls between
 * the card's listener and its own.
 */
export function useEscapeToClose(isOpen: boolean, close: () => void): void {
  useLayoutEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen, close])
}
