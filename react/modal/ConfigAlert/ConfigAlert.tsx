import type { CoreMessageKey } from '../../locales/en'
import { useT } from '../../i18n'
import { selectConfigAlert } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { alertClass, alertTitleClass } from './ConfigAlert.styles'

/**
 * SPEC §8's configuration alert (Invalid App Configuration, Project ID Not Configured, Server
 * Error, Rate Limited…) at the top of the modal, in debug mode only: the console names the
 * details (the origin, and where to allow it) in every mode.
 */
export function ConfigAlert() {
  const t = useT()
  const id = useAppKitSelector(selectConfigAlert)
  if (!id) return null
  return (
    <p role="alert" className={alertClass}>
      <strong className={alertTitleClass}>{t(`alert.${id}.title` as CoreMessageKey)}</strong>
      {t(`alert.${id}.body` as CoreMessageKey)}
    </p>
  )
}
