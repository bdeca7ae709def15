import { useObservableEagerState } from 'observable-hooks'
import { Fragment, Suspense, useEffect, useMemo, useState } from 'react'
import type { ConnectorInfo, WalletListing } from '../../../core'
import { chooseWallet } from '../../connect/chooseWallet'
import { connectMethodComponent } from '../../featureHost/connectMethodRegistry'
import { connectMethodsOrder, type ConnectMethod } from '../../connect/connectMethodsOrder'
import { connectWithConnector } from '../../connect/connectWithConnector'
import { groupConnectors, isInstalledConnector } from '../../connect/groupConnectors'
import { isMobileBrowser } from '../../connect/isMobileBrowser'
import { legalConsent } from '../../connect/legalConsent'
import { usePairAheadWhenIdle } from '../../connect/usePairAheadWhenIdle'
import { scheduleIdle } from '../../../core/scheduling/scheduleIdle'
import { walletCountLabel } from '../../format/walletCountLabel'
import { BrandingFooter } from '../../components/BrandingFooter/BrandingFooter'
import { IconTile } from '../../components/IconTile/IconTile'
import { ListItem } from '../../components/ListItem/ListItem'
import { LegalCheckbox } from '../../components/LegalCheckbox/LegalCheckbox'
import { pendingClass } from '../../components/LegalCheckbox/LegalCheckbox.styles'
import { LegalFooter } from '../../components/LegalFooter/LegalFooter'
import { useT } from '../../i18n'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { preloadView } from '../../featureHost/viewRegistry'
import { walletListings } from '../../featureHost/walletListings'
import {
  selectActiveConnectorIds,
  selectActiveNamespace,
  selectConnectors,
  selectLocale,
  selectModal,
  selectOptions,
  selectRecentWallets,
} from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { listViewClass } from '../shared/viewLayout.styles'
import { viewDataNamespace } from '../shared/viewData'
import { methodsClass, orDividerClass } from './ConnectView.styles'
import { WalletList } from './WalletList'
import { walletsShown } from '../../connect/walletsShown'
import { safeLinkUrl } from '../../format/safeUrls'

/** SPEC §2 Connect: the wallets to connect with, grouped and ordered per SPEC §1. */
export function ConnectView() {
  const appKit = useAppKitInstance()
  const connectors = useAppKitSelector(selectConnectors)
  const recentWallets = useAppKitSelector(selectRecentWallets)
  const options = useAppKitSelector(selectOptions)
  const activeConnectorIds = useAppKitSelector(selectActiveConnectorIds)
  const modal = useAppKitSelector(selectModal)
  const namespace = viewDataNamespace(modal.data)
  const activeNamespace = useAppKitSelector(selectActiveNamespace)
  const directory = useAppKitSelector(walletListings(appKit).select)
  const locale = useAppKitSelector(selectLocale)
  const isMobile = isMobileBrowser()
  const consent = legalConsent(appKit)
  const agreed = useObservableEagerState(consent)
  const t = useT()
  const [walletsOpened, setWalletsOpened] = useState(false)

  const groups = useMemo(
    () =>
      groupConnectors({
        connectors,
        recentWallets,
        enableWalletConnect: options?.enableWalletConnect ?? true,
        walletConnectConnected: Object.values(activeConnectorIds).some(id => connectors.find(c => c.id === id)?.type === 'WALLET_CONNECT'),
        featuredWalletIds: options?.featuredWalletIds,
        customWalletIds: options?.customWallets.map(wallet => wallet.id),
        excludeWalletIds: options?.excludeWalletIds,
        connectorTypeOrder: [...(options?.connectorTypeOrder ?? []), ...(options?.features.connectorTypeOrder ?? [])],
        namespace,
        activeNamespace,
        isMobile,
        featuredListings: directory.featured,
        customWallets: options?.customWallets,
        recommendedListings: directory.recommended,
        excludedListings: directory.excluded,
      }),
    [
      connectors,
      recentWallets,
      options,
      activeConnectorIds,
      namespace,
      activeNamespace,
      isMobile,
      directory.featured,
      directory.recommended,
      directory.excluded,
    ],
  )
  // Email and social are drawn by a feature (the embedded wallet) when its connector is registered.
  const connectorTypes = connectors.map(connector => connector.type)
  const featureMethods = (['email', 'social'] as const)
    .filter(method => (method === 'email' ? options?.features.email : options?.features.socials) !== false)
    .flatMap(method => {
      const Component = connectMethodComponent(appKit, method, connectorTypes)
      return Component ? [[method, Component] as const] : []
    })
  const wallets = walletsShown({ enableWallets: options?.enableWallets, showWallets: options?.showWallets, otherMethods: featureMethods.length > 0 })
  const available: ConnectMethod[] = [...(wallets ? (['wallet'] as const) : []), ...featureMethods.map(([method]) => method)]
  // AppKit's collapseWallets, and emailShowWallets turned off beside an email login: the wallets
  // wait behind one 'Continue with a wallet' row, so email and social lead.
  const collapsed =
    !walletsOpened &&
    featureMethods.length > 0 &&
    Boolean(options?.features.collapseWallets || (options?.features.emailShowWallets === false && featureMethods.some(([method]) => method === 'email')))
  const methods = connectMethodsOrder({
    override: options?.features.connectMethodsOrder,
    installedWalletShown: groups.some(group => group.connectors.some(isInstalledConnector)),
    available,
  })

  // SPEC §9 defaults: All Wallets on; the integrator may hide it, or show it on mobile only.
  const allWalletsShown = Boolean(options?.features.allWallets) && options?.allWallets !== 'HIDE' && (options?.allWallets !== 'ONLY_MOBILE' || isMobile)

  // The next views are lazy chunks: fetch them (and their messages) while the visitor reads the
  // list, so a click shows them at once, in the visitor's language.
  // Once the open view is painted and the page idle: not in the click's frame (their evaluation
  // would delay it), nor ahead of a click (the page's idle time prepares the first view only).
  useEffect(() => {
    if (!modal.isOpen) return
    return scheduleIdle(() => {
      preloadView(appKit, 'ConnectingExternal', locale)
      preloadView(appKit, 'ConnectingWalletConnect', locale)
      if (allWalletsShown) preloadView(appKit, 'AllWallets', locale)
    })
  }, [appKit, modal.isOpen, allWalletsShown, locale])

  usePairAheadWhenIdle(appKit, modal.isOpen)

  const select = (connector: ConnectorInfo) => connectWithConnector(appKit, connector)
  const selectListing = (listing: WalletListing) => chooseWallet(appKit, listing, connectors)
  const allWallets = allWalletsShown
    ? { countLabel: walletCountLabel(directory.count), onOpen: () => void appKit.dispatch({ type: 'router/pushed', payload: { view: 'AllWallets' } }) }
    : undefined

  // Only http(s) links: a URL of another scheme counts as none (no link, no checkbox to tick).
  const legal = { termsConditionsUrl: safeLinkUrl(options?.termsConditionsUrl), privacyPolicyUrl: safeLinkUrl(options?.privacyPolicyUrl) }
  // AppKit's legal checkbox: with a terms or privacy URL, the methods wait for the visitor's tick
  // (dimmed and inert, so neither a click nor the keyboard reaches them); the footer's sentence
  // would say the same thing twice, so it gives way.
  const checkbox = Boolean(options?.features.legalCheckbox && (legal.termsConditionsUrl || legal.privacyPolicyUrl))
  const pending = checkbox && !agreed

  const drawMethod = (method: ConnectMethod) => {
    if (method === 'wallet') {
      if (collapsed) {
        return (
          <ListItem image={<IconTile icon="wallet" />} chevron onClick={() => setWalletsOpened(true)}>
            {t('connect.continueWithWallet')}
          </ListItem>
        )
      }
      return <WalletList groups={groups} onSelect={select} onSelectListing={selectListing} allWallets={allWallets} />
    }
    const Method = featureMethods.find(([name]) => name === method)?.[1]
    return Method ? (
      <Suspense fallback={null}>
        <Method />
      </Suspense>
    ) : null
  }

  return (
    <div className={listViewClass}>
      {checkbox && <LegalCheckbox {...legal} checked={agreed} onChange={checked => consent.next(checked)} />}
      <div className={pending ? `${methodsClass} ${pendingClass}` : methodsClass} inert={pending} data-legal-pending={pending || undefined}>
        {methods.map((method, index) => {
          const drawn = drawMethod(method)
          // AppKit's "or" between the email and social logins and the wallets, whichever come first.
          const divider = index > 0 && (method === 'wallet') !== (methods[index - 1] === 'wallet')
          return drawn ? (
            <Fragment key={method}>
              {divider ? (
                <div className={orDividerClass} role="separator">
                  <span>{t('connect.or')}</span>
                </div>
              ) : null}
              {drawn}
            </Fragment>
          ) : null
        })}
      </div>
      {!checkbox && <LegalFooter {...legal} />}
      <BrandingFooter />
    </div>
  )
}
