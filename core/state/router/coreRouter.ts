import type { ChainNamespace } from '../../events/caip'
import type { RouterContributions } from '../defineSlice'
import type { ModalState, VestibuleState } from '../state'
import { closeModal, goBack, openModal, pushView, replaceView, showUnsupportedChain } from './modalTransitions'

function isActiveNamespaceConnected(state: VestibuleState): boolean {
  const namespace = state.activeNamespace
  return namespace !== null && state.accounts[namespace]?.status === 'connected'
}

/**
 * Basic mode with WalletConnect on opens straight on the QR code (AppKit's
 * ConnectingWalletConnectBasic), which lists the installed wallets under it.
 */
function connectView(state: VestibuleState): 'Connect' | 'ConnectingWalletConnectBasic' {
  const basicWalletConnect = state.options?.basic === true && state.options.enableWalletConnect && state.connectors.some(c => c.type === 'WALLET_CONNECT')
  return basicWalletConnect ? 'ConnectingWalletConnectBasic' : 'Connect'
}

/** The views of the connect flow, which a new connection ends. Features declare theirs (AllWallets). */
const CONNECTING_VIEWS: ReadonlySet<string> = new Set(['Connect', 'ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])

/** SPEC §4: when not connected, loading stops. */
function stopLoadingUnlessConnecting(modal: ModalState, state: VestibuleState, namespace: ChainNamespace): ModalState {
  return modal.loading && state.accounts[namespace]?.status !== 'connecting' ? { ...modal, loading: false } : modal
}

/** The modal's own events, and the navigation consequences of the connection protocol. */
export const coreRouter: RouterContributions = {
  // SPEC §2: Account when an address is connected, otherwise Connect.
  'modal/open-requested': (modal, { payload }, state) =>
    openModal(modal, payload.view ?? (isActiveNamespaceConnected(state) ? 'Account' : connectView(state)), payload.data),
  'modal/closed': modal => closeModal(modal),
  'modal/shake-started': modal => ({ ...modal, shaking: true }),
  'modal/shake-ended': modal => ({ ...modal, shaking: false }),
  'modal/loading-changed': (modal, { payload }) => ({ ...modal, loading: payload.loading }),
  'router/pushed': (modal, { payload }) => pushView(modal, payload.view, payload.data),
  'router/replaced': (modal, { payload }) => replaceView(modal, payload.view, payload.data),
  'router/went-back': modal => goBack(modal),
  'router/reset': (modal, { payload }) => ({ ...modal, view: payload.view, data: payload.data ?? null, history: [payload.view], direction: 'next' }),

  // A connection made from the modal's connect flow ends it; in embedded mode always (SPEC §2).
  'connection/succeeded': (modal, _event, state) => {
    let next = modal
    if (next.isOpen && (state.options?.enableEmbedded || CONNECTING_VIEWS.has(next.view))) next = closeModal(next)
    return state.unsupportedNetwork ? showUnsupportedChain(next) : next
  },
  'connection/failed': (modal, { payload }, state) => stopLoadingUnlessConnecting(modal, state, payload.namespace),
  'connection/disconnected': (modal, { payload }, state) => {
    const next = stopLoadingUnlessConnecting(modal, state, payload.namespace)
    const accountGone = state.accounts[payload.namespace]?.status !== 'connected'
    return next.isOpen && next.view === 'Account' && accountGone ? closeModal(next) : next
  },
  // SPEC §4: SwitchNetwork, or SwitchActiveChain when moving to a namespace while connected elsewhere.
  'network/switch-requested': (modal, { payload: { caipNetworkId } }, state) => {
    // A network the app lacks is refused with an alert (the network reducer), nothing to show.
    if (!modal.isOpen || (state.options && !state.options.networks.some(network => network.caipNetworkId === caipNetworkId))) return modal
    const namespace = caipNetworkId.slice(0, caipNetworkId.indexOf(':'))
    const accounts = Object.entries(state.accounts)
    if (accounts.some(([ns, a]) => ns === namespace && a?.status === 'connected')) return pushView(modal, 'SwitchNetwork', { caipNetworkId })
    if (accounts.some(([ns, a]) => ns !== namespace && a?.status === 'connected')) return pushView(modal, 'SwitchActiveChain', { caipNetworkId })
    return modal
  },
  'network/switched': (modal, _event, state) => {
    let next = modal
    if (next.isOpen && next.view === 'SwitchNetwork') next = goBack(next)
    if (next.isOpen && next.view === 'UnsupportedChain' && !state.unsupportedNetwork) next = closeModal(next)
    return state.unsupportedNetwork ? showUnsupportedChain(next) : next
  },
  // SPEC §4: on failure the view goes back.
  'network/switch-failed': modal => (modal.isOpen && modal.view === 'SwitchNetwork' ? goBack(modal) : modal),
}
