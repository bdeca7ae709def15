import type {} from '../../../../plugins/features/embeddedWallet/embeddedWalletEvents'
import { type FormEvent, useId, useState } from 'react'
import * as z from 'zod/mini'
import type { VestibuleState } from '../../../../core'
import { Button } from '../../../components/Button/Button'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { embeddedWalletMessages } from '../embeddedWalletMessages'
import { errorClass, formClass, hintClass, inputClass } from '../embeddedWalletStyles'
import { useFrameAction } from '../useFrameAction'

const emailSchema = z.email()
const selectEmail = (state: VestibuleState) => state.slices.embeddedWallet?.user?.email ?? ''

type Step = { readonly name: 'email' } | { readonly name: 'primary' | 'secondary'; readonly to: string }

/**
 * SPEC §2 UpdateEmailWallet, §4 UPDATE_EMAIL: the new address, then the code sent to the current
 * one (primary), then the code sent to the new one (secondary); the change is then polled every
 * 1 s until the secure frame reports it, and the Account view shows the new email. Codes go to the
 * frame only.
 */
export function UpdateEmailWalletView() {
  const appKit = useAppKitInstance()
  const t = useT(embeddedWalletMessages)
  const id = useId()
  const current = useAppKitSelector(selectEmail)
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [value, setValue] = useState('')
  const { run, busy, error, setError } = useFrameAction()

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (step.name === 'email') {
      const parsed = emailSchema.safeParse(value.trim())
      if (!parsed.success) return setError(t('invalidEmail'))
      return void run(async client => {
        const action = await client.updateEmail(parsed.data)
        setValue('')
        setStep({ name: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary', to: parsed.data })
      })
    }
    if (!/^\d{6}$/.test(value)) return setError(t('otpLabel'))
    void run(async client => {
      await client.verifyEmailUpdate(step.name, value, step.to)
      setValue('')
      if (step.name === 'primary') return setStep({ name: 'secondary', to: step.to })
      appKit.dispatch({ type: 'router/went-back', payload: {} })
    })
  }

  const codeStep = step.name !== 'email'
  return (
    <form className={formClass} onSubmit={submit} noValidate>
      <label htmlFor={id} className={hintClass}>
        {step.name === 'email' ? t('updateEmailCurrent', { email: current }) : t('otpSent', { email: step.name === 'primary' ? current : step.to })}
      </label>
      <input
        id={id}
        className={inputClass}
        {...(codeStep ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6 } : { type: 'email', autoComplete: 'email' })}
        aria-label={codeStep ? t('otpLabel') : t('updateEmailNew')}
        value={value}
        onChange={event => setValue(codeStep ? event.target.value.replace(/\D/g, '') : event.target.value)}
      />
      {error ? (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
      {busy ? <p className={hintClass}>{t('authenticating')}</p> : null}
      <Button disabled={busy || (codeStep ? value.length !== 6 : value.trim() === '')} onClick={() => submit()}>
        {codeStep ? t('verify') : t('continue')}
      </Button>
    </form>
  )
}
