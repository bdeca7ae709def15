import type { VestibuleState } from '../../../../core'
import { revokeSiwxSession } from '../../../../plugins/features/siwx/siwxActions'
import { selectSiwx } from '../../../../plugins/features/siwx/siwxSelectors'
import { Button } from '../../../components/Button/Button'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { noteClass, problemClass, sectionClass } from '../siwx.styles'
import { siwxMessages } from '../siwxMessages'

const selectSignIn = (state: VestibuleState) => selectSiwx(state)
const selectLocale = (state: VestibuleState) => state.options?.locale ?? 'en'

/**
 * The Account view's sign-in row: until when the account is signed in, and Sign out (revokes the
 * session, SPEC §7 `/revoke`); an account not signed in can sign in from here.
 */
export function SignInSection() {
  const appKit = useAppKitInstance()
  const t = useT(siwxMessages)
  const tCore = useT()
  const siwx = useAppKitSelector(selectSignIn)
  const locale = useAppKitSelector(selectLocale)
  const signedIn = siwx.status === 'signed' && siwx.session !== null
  const until = siwx.session?.expirationTime ? new Date(siwx.session.expirationTime) : null
  return (
    <section className={sectionClass} aria-label={t('section')}>
      <div>
        <p className={noteClass}>
          {signedIn
            ? until
              ? t('signedInUntil', { date: until.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) })
              : t('signedIn')
            : t('notSignedIn')}
        </p>
        {siwx.error && siwx.status !== 'error' && (
          <p role="alert" className={problemClass}>
            {translateStateText(tCore, siwx.error)}
          </p>
        )}
      </div>
      {signedIn ? (
        <Button variant="neutral" disabled={siwx.revoking} onClick={() => void revokeSiwxSession(appKit).catch(() => undefined)}>
          {siwx.revoking ? t('signingOut') : t('signOut')}
        </Button>
      ) : (
        <Button disabled={!siwx.account} onClick={() => appKit.dispatch({ type: 'router/pushed', payload: { view: 'SIWXSignMessage' } })}>
          {t('signIn')}
        </Button>
      )}
    </section>
  )
}
