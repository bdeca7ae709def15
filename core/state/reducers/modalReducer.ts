import { castDraft } from 'immer'
import { closeModal, goBack, openModal, pushView, replaceView } from '../modalTransitions'
import type { VestibuleState } from '../state'
import { defineHandlers } from './defineHandlers'

export function isActiveNamespaceConnected(state: VestibuleState): boolean {
  const namespace = state.activeNamespace
  return namespace !== null && state.accounts[namespace]?.status === 'connected'
}

/**
 * Basic mode with WalletConnect on opens straight on the QR code (AppKit's
 * ConnectingWalletConnectBasic), which lists the installed wallets under it.
 */
function connectView(state: VestibuleState): 'Connect' | 'ConnectingWalletConnectBasic' {
  const basicWalletConnect =
    state.options?.basic === true && state.options.enableWalletConnect && state.connectors.some(c => c.type === 'WALLET_CONNECT')
  return basicWalletConnect ? 'ConnectingWalletConnectBasic' : 'Connect'
}

export const modalHandlers = defineHandlers({
  // SPEC §2: Account when an address is connected, otherwise Connect.
  'modal/open-requested': (draft, { payload }, state) => {
    const view = payload.view ?? (isActiveNamespaceConnected(state) ? 'Account' : connectView(state))
    draft.modal = castDraft(openModal(state.modal, view, payload.data))
  },
  // Closing forgets connection attempts, so reopening starts afresh.
  'modal/closed': (draft, _event, state) => {
    draft.modal = castDraft(closeModal(state.modal))
    draft.connectionAttempts = {}
  },
  'modal/shake-started': (draft, _event, state) => {
    draft.modal = castDraft({ ...state.modal, shaking: true })
  },
  'modal/shake-ended': (draft, _event, state) => {
    draft.modal = castDraft({ ...state.modal, shaking: false })
  },
  'modal/loading-changed': (draft, { payload }, state) => {
    draft.modal = castDraft({ ...state.modal, loading: payload.loading })
  },
  'router/pushed': (draft, { payload }, state) => {
    draft.modal = castDraft(pushView(state.modal, payload.view, payload.data))
  },
  'router/replaced': (draft, { payload }, state) => {
    draft.modal = castDraft(replaceView(state.modal, payload.view, payload.data))
  },
  'router/went-back': (draft, _event, state) => {
    draft.modal = castDraft(goBack(state.modal))
  },
  'router/reset': (draft, { payload }, state) => {
    draft.modal = castDraft({ ...state.modal, view: payload.view, data: payload.data ?? null, history: [payload.view], direction: 'next' })
  },
})
