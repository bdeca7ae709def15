import { useId } from 'react'
import { useT } from '../../i18n'
import { legalSentence, type LegalLinks } from '../LegalFooter/legalSentence'
import { checkboxClass, checkboxRowClass } from './LegalCheckbox.styles'

const CHECKBOX = { both: 'legal.checkboxBoth', terms: 'legal.checkboxTerms', privacy: 'legal.checkboxPrivacy' } as const

export interface LegalCheckboxProps extends LegalLinks {
  readonly checked: boolean
  onChange(checked: boolean): void
}

/**
 * AppKit's `features.legalCheckbox`: the visitor agrees to the app's terms before any connect
 * method works. The links sit in the label's text but keep their own click (they open the document,
 * they do not tick the box).
 */
export function LegalCheckbox({ checked, onChange, ...links }: LegalCheckboxProps) {
  const id = useId()
  const sentence = legalSentence(useT(), links, CHECKBOX)
  if (!sentence) return null
  return (
    <div className={checkboxRowClass}>
      <input id={id} className={checkboxClass} type="checkbox" checked={checked} onChange={event => onChange(event.currentTarget.checked)} />
      <label htmlFor={id}>{sentence}</label>
    </div>
  )
}
