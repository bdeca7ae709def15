import type {} from '../../../../plugins/features/embeddedWallet/embeddedWalletEvents'
import { type FormEvent, useEffect, useId, useState } from 'react'
import * as z from 'zod/mini'
import { Button } from '../../../components/Button/Button'
import { startConnection } from '../../../connect/startConnection'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { preloadView } from '../../../featureHost/viewRegistry'
import { scheduleIdle } from '../../../../core/scheduling/scheduleIdle'
import { selectLocale, selectModalOpen } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { EMBEDDED_CONNECTOR_ID } from '../../../../plugins/features/embeddedWallet/embeddedWalletConstants'
import { embeddedWalletClient } from '../embeddedWalletClient'
import { errorText } from '../errorText'
import { embeddedWalletMessages } from '../embeddedWalletMessages'
import { connectFormClass, emailFieldClass, emailIconClass, errorClass, formClass, inputClass } from '../embeddedWalletStyles'

const emailSchema = z.email()

/**
 * The Connect view's email row (SPEC §1 connect methods): the address goes to the secure frame
 * (CONNECT_EMAIL, SPEC §4), whose answer picks the next step.
 */
export function EmailEntry() {
  const appKit = useAppKitInstance()
  const t = useT(embeddedWalletMessages)
  const core = useT()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const locale = useAppKitSelector(selectLocale)
  // SPEC §8: a stored login that could not be restored (the frame did not load or answer) says why here.
  const restoreAlert = useAppKitSelector(state => state.slices.embeddedWallet?.alert ?? null)
  const [retried, setRetried] = useState(false)
  const shown = error ?? (restoreAlert && !retried ? translateStateText(core, restoreAlert) : undefined)

  // The code view is a lazy chunk: fetch it while the visitor types, so it paints as soon as the frame
  // answers. Once the open view is painted and the page idle, as the Connect view's own next views: the
  // page's idle time before a click prepares the first view only (this row is drawn then, hidden).
  const open = useAppKitSelector(selectModalOpen)
  useEffect(() => (open ? scheduleIdle(() => preloadView(appKit, 'EmailLogin', locale)) : undefined), [appKit, open, locale])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const client = embeddedWalletClient(appKit)
    const parsed = emailSchema.safeParse(email.trim())
    if (!parsed.success) return setError(t('invalidEmail'))
    if (!client) return setError(translateStateText(core, 'Unable to load email login dependency'))
    setError(undefined)
    setRetried(true)
    setBusy(true)
    try {
      const action = await client.connectEmail(parsed.data)
      if (action === 'CONNECT') startConnection(appKit, EMBEDDED_CONNECTOR_ID)
      else
        appKit.dispatch({
          type: 'router/pushed',
          payload: { view: 'EmailLogin', data: { email: parsed.data, step: action === 'VERIFY_DEVICE' ? 'device' : 'otp' } },
        })
    } catch (caught) {
      setError(translateStateText(core, errorText(caught)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={`${formClass} ${connectFormClass}`} onSubmit={event => void submit(event)} noValidate>
      <label htmlFor={id} hidden>
        {t('emailLabel')}
      </label>
      <div className={emailFieldClass}>
        <EnvelopeGlyph />
        <input
          id={id}
          className={inputClass}
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          aria-label={t('emailLabel')}
          value={email}
          onChange={event => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {shown ? (
        <p role="alert" className={errorClass}>
          {shown}
        </p>
      ) : null}
      <Button disabled={busy || email.trim() === ''} onClick={() => void submit()}>
        {t('continue')}
      </Button>
    </form>
  )
}

/** The email field's envelope, as AppKit draws it: decorative, the field has its label. */
function EnvelopeGlyph() {
  return (
    <svg className={emailIconClass} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3.5 6.5A1.5 1.5 0 015 5h14a1.5 1.5 0 011.5 1.5v11A1.5 1.5 0 0119 19H5a1.5 1.5 0 01-1.5-1.5zM4 6.5l8 6 8-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  )
}
