import { useT } from '../../i18n'
import { selectReownBranding } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { brandingClass } from './BrandingFooter.styles'

/**
 * The `reownBranding` remote feature (SPEC §3, §6): drawn while the project configuration (or,
 * before it arrives and without a project id, `features.reownBranding`) has it on; never in basic mode.
 */
export function BrandingFooter() {
  const t = useT()
  if (!useAppKitSelector(selectReownBranding)) return null
  return <p className={brandingClass}>{t('branding.uxBy')}</p>
}
