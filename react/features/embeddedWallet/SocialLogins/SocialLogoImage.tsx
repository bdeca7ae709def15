import { SOCIAL_LOGOS } from './socialLogos'
import { socialLogoClass } from './SocialLogins.styles'

export interface SocialLogoImageProps {
  readonly provider: string
  /** Pixels. */
  readonly size: number
}

/**
 * A provider's logo: its glyph in white on a disc of its brand colour (Google's in colour on white,
 * as its guidelines ask). Decorative: the button around it carries the accessible name.
 */
export function SocialLogoImage({ provider, size }: SocialLogoImageProps) {
  const logo = SOCIAL_LOGOS[provider]
  const google = provider === 'google'
  return (
    <svg className={socialLogoClass} width={size} height={size} viewBox="-6 -6 36 36" aria-hidden="true" focusable="false" data-provider={provider}>
      <circle cx="12" cy="12" r="18" fill={google ? '#fff' : (logo?.color ?? 'currentColor')} />
      {logo ? <path d={logo.path} fill={google ? logo.color : '#fff'} /> : null}
    </svg>
  )
}
