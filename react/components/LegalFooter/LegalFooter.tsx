import { footerClass, linkClass } from './LegalFooter.styles'

export interface LegalFooterProps {
  readonly termsConditionsUrl?: string | undefined
  readonly privacyPolicyUrl?: string | undefined
}

/** AppKit's legal footer: drawn only when the app gives a terms or a privacy URL. */
export function LegalFooter({ termsConditionsUrl, privacyPolicyUrl }: LegalFooterProps) {
  if (!termsConditionsUrl && !privacyPolicyUrl) return null
  const terms = termsConditionsUrl && (
    <a className={linkClass} href={termsConditionsUrl} target="_blank" rel="noreferrer">
      Terms of Service
    </a>
  )
  const privacy = privacyPolicyUrl && (
    <a className={linkClass} href={privacyPolicyUrl} target="_blank" rel="noreferrer">
      Privacy Policy
    </a>
  )
  return (
    <p className={footerClass}>
      By connecting your wallet, you agree to our {terms}
      {terms && privacy && ' and '}
      {privacy}
    </p>
  )
}
