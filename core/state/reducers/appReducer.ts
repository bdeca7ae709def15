import { castDraft } from 'immer'
import { namespaceOf, type ChainNamespace } from '../../events/caip'
import { defineHandlers } from './defineHandlers'

/** Options and stored state enter state through events, so a replay needs neither. */
export const appHandlers = defineHandlers({
  'app/initialized': (draft, { payload: { options } }) => {
    draft.options = castDraft(options)
    draft.theme.themeMode = options.themeMode
    draft.theme.themeVariables = { ...options.themeVariables }
    const first = options.defaultNetwork ?? options.networks[0]?.caipNetworkId ?? null
    draft.activeCaipNetworkId = first
    draft.activeNamespace = first ? namespaceOf(first) : null
  },
  'app/intent-shown': draft => {
    draft.intentShown = true
  },
  'config/remote-features-resolved': (draft, { payload }) => {
    draft.remoteFeatures = castDraft(payload.features)
  },
  'storage/restored': (draft, { payload: { snapshot } }) => {
    draft.recentWallets = castDraft([...snapshot.recentWallets])
    draft.disconnectedConnectorIds = castDraft(structuredClone(snapshot.disconnectedConnectorIds))
    // SPEC §4: the status comes from storage, then a sync. A stored connection reads as connecting
    // (its connector active) from the first frame, not as disconnected until its wallet is found.
    if (snapshot.connectionStatus === 'connected') {
      for (const [namespace, connectorId] of Object.entries(snapshot.connectorIds) as [ChainNamespace, string][]) {
        if (snapshot.disconnectedConnectorIds[namespace]?.includes(connectorId)) continue
        draft.accounts[namespace] = { status: 'connecting', allAccounts: [] }
        draft.activeConnectorIds[namespace] = connectorId
      }
    }
    // The last network is kept only if the app still supports it (SPEC §9 default chain otherwise).
    const known = draft.options?.networks.some(n => n.caipNetworkId === snapshot.activeCaipNetworkId)
    if (snapshot.activeCaipNetworkId && known) {
      draft.activeCaipNetworkId = snapshot.activeCaipNetworkId
      draft.activeNamespace = namespaceOf(snapshot.activeCaipNetworkId)
    }
  },
})
