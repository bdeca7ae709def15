import { useEffect, useRef, useState } from 'react'
import type { SnackbarVariant } from '../../../core'
import { SNACKBAR_SWAP_DELAY_MS } from '../../../core/constants'
import { SNACKBAR_AUTO_HIDE_MS } from '../../styles/timing'

export interface SnackbarInput {
  readonly open: boolean
  readonly message: string
  readonly variant: SnackbarVariant
  readonly serial: number
}

export interface SnackbarDisplay {
  readonly visible: boolean
  readonly message: string
  readonly variant: SnackbarVariant
  readonly serial: number
}

const HIDDEN: SnackbarDisplay = { visible: false, message: '', variant: 'info', serial: 0 }

/**
 * What the snackbar shows, from `state.snackbar`. SPEC §4: a new message while one is open hides
 * the old one, then shows the new one after 150 ms. A shown message hides itself after a while
 * (`onExpire`), except a loading one, which waits to be replaced.
 */
export function useSnackbarDisplay(snackbar: SnackbarInput, onExpire: (serial: number) => void): SnackbarDisplay {
  const [display, setDisplay] = useState<SnackbarDisplay>(HIDDEN)
  const visibleRef = useRef(false)
  visibleRef.current = display.visible

  useEffect(() => {
    if (!snackbar.open) {
      setDisplay(shown => (shown.visible ? { ...shown, visible: false } : shown))
      return
    }
    const next: SnackbarDisplay = { visible: true, message: snackbar.message, variant: snackbar.variant, serial: snackbar.serial }
    if (!visibleRef.current) {
      setDisplay(next)
      return
    }
    setDisplay(shown => ({ ...shown, visible: false }))
    const timer = setTimeout(() => setDisplay(next), SNACKBAR_SWAP_DELAY_MS)
    return () => clearTimeout(timer)
    // A message is identified by its serial; its text and variant come with it.
  }, [snackbar.open, snackbar.serial])

  const expire = useRef(onExpire)
  expire.current = onExpire
  useEffect(() => {
    if (!display.visible || display.variant === 'loading') return
    const timer = setTimeout(() => expire.current(display.serial), SNACKBAR_AUTO_HIDE_MS)
    return () => clearTimeout(timer)
  }, [display.visible, display.serial, display.variant])

  return display
}
