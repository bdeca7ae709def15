import type { AppKit } from '../../core'
import { ThrownMessages } from '../../core/errors/errorMessages'

/** Copies `text` and tells the visitor how it went in the snackbar, as AppKit's copy buttons do. */
export function copyWithSnackbar(appKit: AppKit, text: string, copiedMessage: string): void {
  const show = (message: string, variant: 'success' | 'error') => appKit.dispatch({ type: 'snackbar/shown', payload: { message, variant } })
  navigator.clipboard.writeText(text).then(
    () => show(copiedMessage, 'success'),
    () => show(ThrownMessages.SOMETHING_WENT_WRONG, 'error'),
  )
}
