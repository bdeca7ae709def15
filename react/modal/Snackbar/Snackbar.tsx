import { Icon, type IconName } from '../../components/Icon/Icon'
import { Spinner } from '../../components/Spinner/Spinner'
import type { SnackbarVariant } from '../../../core'
import { translateStateText, useT } from '../../i18n'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectSnackbar } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { iconClass, messageClass, regionClass, snackbarClass } from './Snackbar.styles'
import { useSnackbarDisplay } from './useSnackbarDisplay'
import { internalsOf } from '../../../core/appkit/appKitInternals'

const ICONS: Readonly<Record<Exclude<SnackbarVariant, 'loading'>, IconName>> = { success: 'check', error: 'warning', info: 'info' }

/**
 * The modal's message line. The live region is always there, so a screen reader hears each
 * message as it arrives; errors interrupt, the rest wait their turn. State holds the message in
 * English; it is shown in the instance's locale.
 */
export function Snackbar() {
  const appKit = useAppKitInstance()
  const snackbar = useAppKitSelector(selectSnackbar)
  const t = useT()
  const display = useSnackbarDisplay(snackbar, serial => {
    // Only the message that expired: a newer one keeps its own time. A past state shown by the
    // devtools is left as it was (dispatching would return the page to the present).
    if (internalsOf(appKit).timeTravel.active) return
    if (appKit.getState().snackbar.serial === serial && appKit.getState().snackbar.open) appKit.dispatch({ type: 'snackbar/hidden', payload: {} })
  })
  return (
    <div className={regionClass} role="status" aria-live={display.variant === 'error' ? 'assertive' : 'polite'}>
      <div className={snackbarClass} data-visible={display.visible ? '' : undefined} data-variant={display.variant} data-testid="vestibule-snackbar">
        <span className={iconClass}>{display.variant === 'loading' ? <Spinner size={14} /> : <Icon name={ICONS[display.variant]} size={14} />}</span>
        <span className={messageClass}>{translateStateText(t, display.message)}</span>
      </div>
    </div>
  )
}
