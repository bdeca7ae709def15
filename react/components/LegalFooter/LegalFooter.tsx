import { useT } from '../../i18n'
import { footerClass } from './LegalFooter.styles'
import { legalSentence, type LegalLinks } from './legalSentence'

const FOOTER = { both: 'legal.agreeToBoth', terms: 'legal.agreeToTerms', privacy: 'legal.agreeToPrivacy' } as const

/** AppKit's legal footer: drawn only when the app gives a terms or a privacy URL. */
export function LegalFooter(links: LegalLinks) {
  const sentence = legalSentence(useT(), links, FOOTER)
  return sentence ? <p className={footerClass}>{sentence}</p> : null
}
