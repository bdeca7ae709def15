import { useEffect, useState } from 'react'
import type { VestibuleState } from '../../../../core'
import { EMBEDDED_CONNECTOR_ID } from '../../../../plugins/features/embeddedWallet/embeddedWalletConstants'
import type { SocialLoginProvider } from '../../../../plugins/features/embeddedWallet/socialProviders'
import { clientOs, isTelegramClient, socialLoginsFor } from '../../../../plugins/features/embeddedWallet/socialRules'
import type { LoginProvider } from '../../../../plugins/features/embeddedWallet/embeddedWalletState'
import { startConnection } from '../../../connect/startConnection'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { preloadView } from '../../../featureHost/viewRegistry'
import { scheduleIdle } from '../../../../core/scheduling/scheduleIdle'
import { selectLocale, selectModalOpen } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { embeddedWalletClient } from '../embeddedWalletClient'
import { embeddedWalletMessages } from '../embeddedWalletMessages'
import { errorClass, hintClass } from '../embeddedWalletStyles'
import { errorText } from '../errorText'
import { providerName } from '../providerName'
import { SocialLogoImage } from './SocialLogoImage'
import { moreDiscClass, socialGridClass, socialGridOpenClass, socialLogoClass, socialsClass, socialWideClass } from './SocialLogins.styles'

/** Tiles in the row under the first provider; past it, the last place is the "more" tile. */
const MAX_TILES = 5

/** SPEC §6: the project configuration's list once fetched, else the app's; basic mode shows none. */
const selectSocials = (state: VestibuleState): readonly string[] | false => {
  if (!state.options || state.options.basic) return false
  return state.remoteFeatures ? state.remoteFeatures.socials : state.options.features.socials
}

/**
 * The Connect view's social logins (SPEC §1 connect methods, §9 default social logins): the first
 * provider as a wide button with its logo, the others as logo tiles of one width in one row. A provider opens the secure site's popup
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
  const [expanded, setExpanded] = useState(false)
  const providers = socialLoginsFor(socials, { telegram: isTelegramClient(window), os: clientOs(navigator.userAgent, navigator.maxTouchPoints) })

  const farcaster = providers.includes('farcaster')
  // The Farcaster view is a lazy chunk: fetched while the visitor reads the list, once the open view is
  // painted and the page idle (before a click, the page's idle time prepares the first view only).
  const open = useAppKitSelector(selectModalOpen)
  useEffect(() => (farcaster && open ? scheduleIdle(() => preloadView(appKit, 'ConnectingFarcaster', locale)) : undefined), [appKit, farcaster, open, locale])

  if (providers.length === 0) return null

  const choose = (provider: LoginProvider) => {
    const client = embeddedWalletClient(appKit)
    if (!client) return setError(translateStateText(core, 'Unable to load email login dependency'))
    setError(undefined)
    if (provider === 'farcaster') return void appKit.dispatch({ type: 'router/pushed', payload: { view: 'ConnectingFarcaster' } })
    setBusy(provider)
    // Called inside the click: the popup must open before anything is awaited.
    client
      .connectSocial(provider as SocialLoginProvider)
      .then(
        () => startConnection(appKit, EMBEDDED_CONNECTOR_ID),
        (caught: unknown) => setError(translateStateText(core, errorText(caught))),
      )
      .finally(() => setBusy(undefined))
  }

  const [first, ...others] = providers
  // One row of tiles of one width, as AppKit's: past five, four and a "more" tile that shows the rest.
  const folded = others.length > MAX_TILES && !expanded
  const tiles = folded ? others.slice(0, MAX_TILES - 1) : others
  const label = (provider: string) => t('socialContinue', { provider: providerName(provider) })
  return (
    <div className={socialsClass}>
      <button type="button" className={socialWideClass} disabled={busy !== undefined} aria-label={label(first!)} onClick={() => choose(first!)}>
        <SocialLogoImage provider={first!} size={28} />
        <span>{label(first!)}</span>
      </button>
      {others.length > 0 ? (
        <div className={expanded ? `${socialGridClass} ${socialGridOpenClass}` : socialGridClass}>
          {tiles.map(provider => (
            <button
              key={provider}
              type="button"
              disabled={busy !== undefined}
              aria-label={label(provider)}
              title={providerName(provider)}
              onClick={() => choose(provider)}
            >
              <SocialLogoImage provider={provider} size={28} />
            </button>
          ))}
          {folded ? (
            <button type="button" aria-label={t('socialMore')} aria-expanded={false} onClick={() => setExpanded(true)}>
              <MoreGlyph />
            </button>
          ) : null}
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

/** Three dots on a neutral disc: the "more" tile's image. */
function MoreGlyph() {
  return (
    <svg className={socialLogoClass} width={28} height={28} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="14" className={moreDiscClass} />
      <circle cx="8" cy="14" r="2" fill="currentColor" />
      <circle cx="14" cy="14" r="2" fill="currentColor" />
      <circle cx="20" cy="14" r="2" fill="currentColor" />
    </svg>
  )
}
