// Selectors are module-level functions: `appKit.select` memoises its stream per selector function,
// so every component using one shares a single subscription. Each returns a value already in state
// (never a new object), so `distinctUntilChanged` only lets real changes through.
import type { AccountState, CaipNetwork, ConnectorInfo, VestibuleState } from '../../core'
import { selectFeatureEnabled } from '../../core/config/selectFeatureEnabled'
import { Alerts, type AlertId } from '../../core/errors'

export const selectModal = (state: VestibuleState) => state.modal
export const selectModalOpen = (state: VestibuleState) => state.modal.isOpen
export const selectTheme = (state: VestibuleState) => state.theme
export const selectSnackbar = (state: VestibuleState) => state.snackbar
export const selectConnectors = (state: VestibuleState) => state.connectors
export const selectRecentWallets = (state: VestibuleState) => state.recentWallets
export const selectConnectionAttempts = (state: VestibuleState) => state.connectionAttempts
export const selectAccounts = (state: VestibuleState) => state.accounts
export const selectActiveNamespace = (state: VestibuleState) => state.activeNamespace
export const selectActiveCaipNetworkId = (state: VestibuleState) => state.activeCaipNetworkId
export const selectActiveConnectorIds = (state: VestibuleState) => state.activeConnectorIds
export const selectUnsupportedNetwork = (state: VestibuleState) => state.unsupportedNetwork
export const selectOptions = (state: VestibuleState) => state.options
/** SPEC §6: the hosted platform's branding, as the project configuration (or basic mode) decides. */
export const selectReownBranding = (state: VestibuleState) => selectFeatureEnabled(state, 'reownBranding')
/** The instance's locale option (BCP 47); English before the instance has started. */
/**
 * SPEC §8's configuration alert to show in the modal: the newest error carrying an alert's code,
 * in debug mode only (an integrator's problem, not the visitor's); its id names the alert.
 */
export const selectConfigAlert = (state: VestibuleState): AlertId | undefined => {
  if (!state.options?.debug) return undefined
  for (let index = state.errors.length - 1; index >= 0; index--) {
    const code = state.errors[index]!.error.code
    const id = (Object.keys(Alerts) as AlertId[]).find(alertId => Alerts[alertId].code === code)
    if (id) return id
  }
  return undefined
}
export const selectLocale = (state: VestibuleState): string => state.options?.locale ?? 'en'
export const selectInitialized = (state: VestibuleState) => state.options !== null

/** The account of the active namespace. */
export const selectActiveAccount = (state: VestibuleState): AccountState | undefined =>
  state.activeNamespace ? state.accounts[state.activeNamespace] : undefined

/** The configured network the app is on; undefined while the wallet sits on one the app lacks. */
export const selectActiveNetwork = (state: VestibuleState): CaipNetwork | undefined =>
  state.options?.networks.find(network => network.caipNetworkId === state.activeCaipNetworkId)

/** The connector the active namespace is connected through. */
export const selectActiveConnector = (state: VestibuleState): ConnectorInfo | undefined => {
  const connectorId = state.activeNamespace ? state.activeConnectorIds[state.activeNamespace] : undefined
  return connectorId ? state.connectors.find(connector => connector.id === connectorId) : undefined
}

export const selectPairing = (state: VestibuleState) => state.pairing

/** The WalletConnect connector, when one is registered. */
export const selectWalletConnectConnector = (state: VestibuleState): ConnectorInfo | undefined =>
  state.connectors.find(connector => connector.type === 'WALLET_CONNECT')
