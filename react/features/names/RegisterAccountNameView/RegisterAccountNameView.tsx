import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import type { VestibuleState } from '../../../../core'
import { registerName } from '../../../../plugins/features/names/namesActions'
import { NAME_SUFFIX } from '../../../../plugins/features/names/namesConstants'
import { fullNameOf, isValidName, labelOf } from '../../../../plugins/features/names/namesRules'
import { selectNames } from '../../../../plugins/features/names/namesSelectors'
import { Button } from '../../../components/Button/Button'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { namesMessages } from '../namesMessages'
import { fieldClass, inputClass, problemClass, registerClass, suggestionClass, suggestionsClass } from './RegisterAccountNameView.styles'

const selectSuggestions = (state: VestibuleState) => selectNames(state).suggestions
const selectRegistration = (state: VestibuleState) => selectNames(state).registration

/**
 * SPEC §2 RegisterAccountName: type a name (SPEC §5 rule shown as you type), pick among debounced
 * suggestions (taken ones disabled), and register it by signing SPEC §7's message. Errors are
 * SPEC §8's ('Error registering name', 'Signature declined'...).
 */
export function RegisterAccountNameView() {
  const appKit = useAppKitInstance()
  const t = useT(namesMessages)
  const tCore = useT()
  const suggestions = useAppKitSelector(selectSuggestions)
  // The outcome lives in the slice: the embedded wallet's approval may close the modal, and a failure reopens this view.
  const registration = useAppKitSelector(selectRegistration)
  const [text, setText] = useState(() => (registration.status === 'failed' && registration.name ? labelOf(registration.name) : ''))
  const [rejected, setRejected] = useState<string | null>(null)
  const status = registration.status
  const problem = rejected ?? (status === 'failed' ? registration.error : null)
  const inputId = useId()
  const ruleId = useId()
  const valid = isValidName(text)
  const full = fullNameOf(text)
  const taken = suggestions.items.some(item => item.name === full && item.registered)

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value)
    setRejected(null)
    appKit.dispatch({ type: 'names/suggestions-requested', payload: { query: event.target.value } })
  }
  const register = (name: string) => {
    setRejected(null)
    // A failure the plugin reports is in the slice; one before it (an invalid name) is shown from here.
    registerName(appKit, { name, fromView: true }).catch((error: { shortMessage?: string; message?: string }) => {
      if (selectRegistration(appKit.getState()).status !== 'failed') setRejected(error.shortMessage ?? error.message ?? 'Error registering name')
    })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid && !taken && status !== 'registering') register(text)
  }

  return (
    <form className={registerClass} onSubmit={submit}>
      <label className={fieldClass} htmlFor={inputId}>
        {t('label')}
        <input
          id={inputId}
          className={inputClass}
          value={text}
          onChange={type}
          autoComplete="off"
          spellCheck={false}
          placeholder={`name${NAME_SUFFIX}`}
          aria-describedby={ruleId}
          aria-invalid={text !== '' && !valid}
        />
      </label>
      <p id={ruleId} className={text !== '' && !valid ? problemClass : fieldClass}>
        {t('rule')}
      </p>
      {suggestions.items.length > 0 && valid && (
        <ul className={suggestionsClass} aria-label={t('suggestions')}>
          {suggestions.items.map(item => (
            <li key={item.name}>
              <button type="button" className={suggestionClass} disabled={item.registered || status === 'registering'} onClick={() => register(item.name)}>
                <span>{item.name}</span>
                <span>{item.registered ? t('taken') : t('available')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.status === 'error' && suggestions.error && <p className={problemClass}>{translateStateText(tCore, suggestions.error)}</p>}
      {problem && (
        <p role="alert" className={problemClass}>
          {translateStateText(tCore, problem)}
        </p>
      )}
      <Button disabled={!valid || taken || status === 'registering'} onClick={() => (valid && !taken ? register(text) : undefined)}>
        {status === 'registering' ? t('registering') : t('register')}
      </Button>
    </form>
  )
}
