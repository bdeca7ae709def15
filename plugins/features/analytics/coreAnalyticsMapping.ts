import type { AnalyticsMapping, VestibuleState } from 'vestibule/plugin'

const isConnected = (state: VestibuleState) => state.activeNamespace !== null && state.accounts[state.activeNamespace]?.status === 'connected'

/**
 * SPEC §7's tracked events that core dispatches: modal open and close, connect success, network
 * switch. Never modal-created (`app/initialized`). Features declare theirs in their plugin's
 * `analytics` (the wallet directory tracks its search); `state` is the state the event produced.
 */
export function coreAnalyticsMapping(state: () => VestibuleState): AnalyticsMapping {
  return {
    'modal/open-requested': () => ({ event: 'MODAL_OPEN', properties: { connected: isConnected(state()) } }),
    'modal/closed': () => ({ event: 'MODAL_CLOSE', properties: { connected: isConnected(state()) } }),
    'connection/succeeded': ({ payload }) => {
      const connector = state().connectors.find(c => c.id === payload.connectorId)
      return {
        event: 'CONNECT_SUCCESS',
        properties: { method: connector?.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser', name: connector?.name ?? payload.connectorId },
      }
    },
    'network/switched': ({ payload }) => ({ event: 'SWITCH_NETWORK', properties: { network: payload.caipNetworkId } }),
  }
}
