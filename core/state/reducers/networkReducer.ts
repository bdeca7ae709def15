import { namespaceOf, toCaipAddress } from '../../events/caip'
import { defineHandlers } from './defineHandlers'
import { castDraft } from 'immer'
import { closeModal, goBack, pushView, showUnsupportedChain } from '../modalTransitions'

export const networkHandlers = defineHandlers({
  // SPEC §4: SwitchNetwork, or SwitchActiveChain when moving to a namespace while connected elsewhere.
  'network/switch-requested': (draft, { payload: { caipNetworkId } }, state) => {
    const namespace = namespaceOf(caipNetworkId)
    const connectedHere = draft.accounts[namespace]?.status === 'connected'
    const connectedElsewhere = Object.entries(draft.accounts).some(([ns, a]) => ns !== namespace && a?.status === 'connected')
    if (connectedHere) {
      if (state.modal.isOpen) draft.modal = castDraft(pushView(state.modal, 'SwitchNetwork', { caipNetworkId }))
    } else if (connectedElsewhere) {
      if (state.modal.isOpen) draft.modal = castDraft(pushView(state.modal, 'SwitchActiveChain', { caipNetworkId }))
    } else {
      // No wallet to ask: the app's selected network simply changes.
      draft.activeCaipNetworkId = caipNetworkId
      draft.activeNamespace = namespace
      draft.unsupportedNetwork = false
    }
  },
  'network/switched': (draft, { payload }, state) => {
    const namespace = namespaceOf(payload.caipNetworkId)
    const changed = draft.activeCaipNetworkId !== payload.caipNetworkId
    draft.activeCaipNetworkId = payload.caipNetworkId
    draft.activeNamespace = namespace
    // SPEC §4: a switch to an unsupported chain marks it unsupported (unless the app allows it).
    draft.unsupportedNetwork = !payload.supported && !draft.options?.allowUnsupportedChain
    const account = draft.accounts[namespace]
    if (account?.address) {
      account.caipAddress = toCaipAddress(payload.caipNetworkId, account.address)
      if (changed) {
        delete account.balance
        delete account.balanceSymbol
      }
    }
    let modal = state.modal
    if (modal.isOpen && modal.view === 'SwitchNetwork') modal = goBack(modal)
    if (modal.isOpen && modal.view === 'UnsupportedChain' && !draft.unsupportedNetwork) modal = closeModal(modal)
    if (draft.unsupportedNetwork) modal = showUnsupportedChain(modal)
    if (modal !== state.modal) draft.modal = castDraft(modal)
  },
  // SPEC §4: on failure the view goes back.
  'network/switch-failed': (draft, { payload }, state) => {
    if (state.modal.isOpen && state.modal.view === 'SwitchNetwork') draft.modal = castDraft(goBack(state.modal))
    draft.snackbar = { open: true, message: payload.error.shortMessage, variant: 'error', serial: state.snackbar.serial + 1 }
  },
})
