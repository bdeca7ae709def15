import { useT } from '../../i18n'
import { footerClass, linkClass } from './LegalFooter.styles'

export interface LegalFooterProps {
  readonly termsConditionsUrl?: string | undefined
  readonly privacyPolicyUrl?: string | undefined
}

/** AppKit's legal footer: drawn only when the app gives a terms or a privacy URL. */
export function LegalFooter({ termsConditionsUrl, privacyPolicyUrl }: LegalFooterProps) {
  const t = useT()
  if (!termsConditionsUrl && !privacyPolicyUrl) return null
  const terms = termsConditionsUrl && (
    <a key="terms" className={linkClass} href={termsConditionsUrl} target="_blank" rel="noreferrer">
      {t('legal.terms')}
    </a>
  )
  const privacy = privacyPolicyUrl && (
    <a key="privacy" className={linkClass} href={privacyPolicyUrl} target="_blank" rel="noreferrer">
      {t('legal.privacy')}
    </a>
  )
  // The sentence is the locale's, links placed where its word order puts them.
  const sentence = terms && privacy ? t.parts('legal.agreeToBoth', { terms, privacy }) : terms ? t.parts('legal.agreeToTerms', { terms }) : t.parts('legal.agreeToPrivacy', { privacy })
  return <p className={footerClass}>{sentence}</p>
}
