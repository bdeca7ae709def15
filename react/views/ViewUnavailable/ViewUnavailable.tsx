import type { RouteName } from '../../../core'
import { useT } from '../../i18n'
import { headerTitle } from '../viewTitles'
import { unavailableClass } from './ViewUnavailable.styles'

/**
 * A view whose screen ships with a feature this app does not load (email login, swaps…): SPEC §2
 * loads feature screens only when enabled, so say so instead of drawing nothing.
 */
export function ViewUnavailable({ view }: { readonly view: RouteName }) {
  const t = useT()
  return (
    <p className={unavailableClass} role="status">
      {t('view.unavailable', { title: headerTitle(view, t) })}
    </p>
  )
}
