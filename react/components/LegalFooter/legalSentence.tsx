import type { ReactNode } from 'react'
import type { Translate } from '../../i18n/translator'
import type { CoreMessageKey } from '../../locales/en'
import { safeLinkUrl } from '../../format/safeUrls'
import { linkClass } from './LegalFooter.styles'

export interface LegalLinks {
  readonly termsConditionsUrl?: string | undefined
  readonly privacyPolicyUrl?: string | undefined
}

type Sentences = { readonly both: CoreMessageKey; readonly terms: CoreMessageKey; readonly privacy: CoreMessageKey }

/**
 * The app's terms and privacy links inside one of the locale's sentences (the footer's or the
 * checkbox's), placed where its word order puts them; nothing when the app gives neither URL.
 */
export function legalSentence(t: Translate<CoreMessageKey>, links: LegalLinks, sentences: Sentences): ReactNode {
  // Checked here too: production start-up applies options without zod, and a `javascript:` URL
  // must never become a link.
  const termsConditionsUrl = safeLinkUrl(links.termsConditionsUrl)
  const privacyPolicyUrl = safeLinkUrl(links.privacyPolicyUrl)
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
  return terms && privacy ? t.parts(sentences.both, { terms, privacy }) : terms ? t.parts(sentences.terms, { terms }) : t.parts(sentences.privacy, { privacy })
}
