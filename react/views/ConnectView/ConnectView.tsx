import { useEffect, useMemo } from 'react'
import { connectMethodsOrder, type ConnectMethod } from '../../connect/connectMethodsOrder'
import { selectConnector } from '../../connect/selectConnector'
import { groupConnectors, isInstalledConnector } from '../../connect/groupConnectors'
import { LegalFooter } from '../../components/LegalFooter/LegalFooter'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { preloadView } from '../../modal/ViewRouter/lazyViews'
import { selectActiveConnectorIds, selectConnectors, selectModal, selectOptions, selectRecentWallets } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { listViewClass } from '../shared/viewLayout.styles'
import { viewDataNamespace } from '../shared/viewData'
import { isMobileBrowser } from './isMobileBrowser'
import { WalletList } from './WalletList'

/** The connect methods this build can draw; email and social arrive with the embedded-wallet plugin. */
const AVAILABLE_METHODS: readonly ConnectMethod[] = ['wallet']

/** SPEC §2 Connect: the wallets to connect with, grouped and ordered per SPEC §1. */
export function ConnectView() {
  const appKit = useAppKitInstance()
  const connectors = useAppKitSelector(selectConnectors)
  const recentWallets = useAppKitSelector(selectRecentWallets)
  const options = useAppKitSelector(selectOptions)
  const activeConnectorIds = useAppKitSelector(selectActiveConnectorIds)
  const namespace = viewDataNamespace(useAppKitSelector(selectModal).data)

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
        connectorTypeOrder: options?.connectorTypeOrder,
        namespace,
        isMobile: isMobileBrowser(),
      }),
    [connectors, recentWallets, options, activeConnectorIds, namespace],
  )
  const methods = connectMethodsOrder({
    override: options?.features.connectMethodsOrder,
    installedWalletShown: groups.some(group => group.connectors.some(isInstalledConnector)),
    available: AVAILABLE_METHODS,
  })

  // The next view is a lazy chunk: fetch it while the visitor reads the list, so a click shows it at once.
  useEffect(() => {
    preloadView('ConnectingExternal')
    preloadView('ConnectingWalletConnect')
  }, [])

  return (
    <div className={listViewClass}>
      {methods.map(method => method === 'wallet' && <WalletList key={method} groups={groups} onSelect={connector => selectConnector(appKit, connector)} />)}
      <LegalFooter termsConditionsUrl={options?.termsConditionsUrl} privacyPolicyUrl={options?.privacyPolicyUrl} />
    </div>
  )
}
