import { useEffect, useState } from 'react'
import type { VestibuleState } from '../../../../core'
import { EMBEDDED_CONNECTOR_ID } from '../../../../plugins/connectors/embedded/embeddedConstants'
import type { SocialLoginProvider } from '../../../../plugins/connectors/embedded/socialProviders'
import { clientOs, isTelegramClient, socialLoginsFor } from '../../../../plugins/features/embeddedWallet/socialRules'
import type { LoginProvider } from '../../../../plugins/features/embeddedWallet/embeddedWalletState'
import { Button } from '../../../components/Button/Button'
import { startConnection } from '../../../connect/startConnection'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { preloadView } from '../../../modal/ViewRouter/viewRegistry'
import { selectLocale } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { embeddedWalletClient } from '../embeddedWalletClient'
import { embeddedWalletMessages } from '../embeddedWalletMessages'
import { errorClass, hintClass } from '../embeddedWalletStyles'
import { errorText } from '../errorText'
import { providerName } from '../providerName'
import { socialGridClass, socialsClass } from './SocialLogins.styles'

/** SPEC §6: the project configuration's list once fetched, else the app's; basic mode shows none. */
const selectSocials = (state: VestibuleState): readonly string[] | false => {
  if (!state.options || state.options.basic) return false
  return state.remoteFeatures ? state.remoteFeatures.socials : state.options.features.socials
}

/**
 * The Connect view's social row (SPEC §1 connect methods, §9 default social logins): the first
 * provider as a wide button, the others beside it. A provider opens the secure site's popup
 * (CONNECT_SOCIAL); farcaster opens ConnectingFarcaster.
 */
export function SocialLogins() {
  const appKit = useAppKitInstance()
  const t = useT(embeddedWalletMessages)
  const core = useT()
  const socials = useAppKitSelector(selectSocials)
  const locale = useAppKitSelector(selectLocale)
  const [busy, setBusy] = useState<LoginProvider>()
  const [error, setError] = useState<string>()
  const providers = socialLoginsFor(socials, { telegram: isTelegramClient(window), os: clientOs(navigator.userAgent, navigator.maxTouchPoints) })

  const farcaster = providers.includes('farcaster')
  // The Farcaster view is a lazy chunk: fetched while the visitor reads the list.
  useEffect(() => {
    if (farcaster) preloadView('ConnectingFarcaster', locale)
  }, [farcaster, locale])

  if (providers.length === 0) return null

  const choose = (provider: LoginProvider) => {
    const client = embeddedWalletClient(appKit)
    if (!client) return setError(translateStateText(core, 'Unable to load email login dependency'))
    setError(undefined)
    if (provider === 'farcaster') return void appKit.dispatch({ type: 'router/pushed', payload: { view: 'ConnectingFarcaster' } })
    setBusy(provider)
    // Called inside the click: the popup must open before anything is awaited.
    client.connectSocial(provider as SocialLoginProvider).then(
      () => startConnection(appKit, EMBEDDED_CONNECTOR_ID),
      (caught: unknown) => setError(translateStateText(core, errorText(caught))),
    ).finally(() => setBusy(undefined))
  }

  const [first, ...others] = providers
  return (
    <div className={socialsClass}>
      <Button variant="neutral" disabled={busy !== undefined} onClick={() => choose(first!)}>
        {t('socialContinue', { provider: providerName(first!) })}
      </Button>
      {others.length > 0 ? (
        <div className={socialGridClass}>
          {others.map(provider => (
            <button key={provider} type="button" disabled={busy !== undefined} aria-label={t('socialContinue', { provider: providerName(provider) })} onClick={() => choose(provider)}>
              {providerName(provider)}
            </button>
          ))}
        </div>
      ) : null}
      {busy ? <p className={hintClass}>{t('socialPopup')}</p> : null}
      {error ? (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
