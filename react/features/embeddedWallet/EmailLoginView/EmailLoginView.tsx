import type {} from '../../../../plugins/features/embeddedWallet/embeddedWalletEvents'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../components/Button/Button'
import { startConnection } from '../../../connect/startConnection'
import { useConnectionAttempt } from '../../../connect/useConnectionAttempt'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectModal } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { viewDataString } from '../../../views/shared/viewData'
import { EMBEDDED_CONNECTOR_ID } from '../../../../plugins/features/embeddedWallet/embeddedWalletConstants'
import { embeddedWalletMessages } from '../embeddedWalletMessages'
import { useFrameAction } from '../useFrameAction'
import { errorClass, formClass, hintClass, inputClass } from '../embeddedWalletStyles'

/**
 * SPEC §2 EmailLogin: the step the secure frame asked for after CONNECT_EMAIL (SPEC §4): the code
 * sent by email (CONNECT_OTP), or approving this device first (CONNECT_DEVICE). The code goes to
 * the frame only; it is never dispatched, stored or logged.
 */
export function EmailLoginView() {
  const appKit = useAppKitInstance()
  const t = useT(embeddedWalletMessages)
  const core = useT()
  const id = useId()
  const data = useAppKitSelector(selectModal).data
  const email = viewDataString(data, 'email') ?? ''
  const [step, setStep] = useState<'otp' | 'device'>(viewDataString(data, 'step') === 'device' ? 'device' : 'otp')
  const [otp, setOtp] = useState('')
  const { run, busy, error, setError } = useFrameAction()
  const attempt = useConnectionAttempt(EMBEDDED_CONNECTOR_ID)

  const verify = (event?: FormEvent) => {
    event?.preventDefault()
    if (!/^\d{6}$/.test(otp)) return setError(t('otpLabel'))
    void run(async client => {
      await client.connectOtp(otp)
      setOtp('')
      startConnection(appKit, EMBEDDED_CONNECTOR_ID)
    })
  }

  // AppKit's device step: the frame is asked at once and answers when the mailed link was opened,
  // then the code is on its way. Waiting is the default; the button only asks again after a failure.
  const awaitDevice = () => run(async client => (await client.connectDevice(), setStep('otp')))
  const deviceAsked = useRef(false)
  useEffect(() => {
    if (step !== 'device' || deviceAsked.current) return
    deviceAsked.current = true
    void awaitDevice()
  })

  if (step === 'device') {
    return (
      <div className={formClass}>
        <p>{t('deviceTitle')}</p>
        <p className={hintClass}>{t('deviceSubtitle', { email })}</p>
        {error ? (
          <>
            <p role="alert" className={errorClass}>
              {error}
            </p>
            <Button disabled={busy} onClick={() => void awaitDevice()}>
              {t('deviceApproved')}
            </Button>
          </>
        ) : (
          <p className={hintClass} role="status">
            {t('deviceWaiting')}
          </p>
        )}
      </div>
    )
  }

  const connecting = attempt?.status === 'pending'
  const failed = attempt?.status === 'failed' ? translateStateText(core, attempt.message) : undefined
  return (
    <form className={formClass} onSubmit={verify} noValidate>
      <label htmlFor={id} className={hintClass}>
        {t('otpSent', { email })}
      </label>
      <input
        id={id}
        className={inputClass}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-label={t('otpLabel')}
        value={otp}
        onChange={event => setOtp(event.target.value.replace(/\D/g, ''))}
      />
      {error || failed ? (
        <p role="alert" className={errorClass}>
          {error ?? failed}
        </p>
      ) : null}
      {busy || connecting ? <p className={hintClass}>{t('authenticating')}</p> : null}
      <Button disabled={busy || connecting || otp.length !== 6} onClick={() => verify()}>
        {t('verify')}
      </Button>
    </form>
  )
}
