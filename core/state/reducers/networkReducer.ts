import { namespaceOf, toCaipAddress } from '../../events/caip'
import { defineHandlers } from './defineHandlers'
import { closeModal, goBack, pushView, showUnsupportedChain } from './modalReducer'

export const networkHandlers = defineHandlers({
  // SPEC §4: SwitchNetwork, or SwitchActiveChain when moving to a namespace while connected elsewhere.
  'network/switch-requested': (draft, { payload: { caipNetworkId } }) => {
    const namespace = namespaceOf(caipNetworkId)
    const connectedHere = draft.accounts[namespace]?.status === 'connected'
    const connectedElsewhere = Object.entries(draft.accounts).some(([ns, a]) => ns !== namespace && a?.status === 'connected')
    if (connectedHere) {
      if (draft.modal.isOpen) pushView(draft, 'SwitchNetwork', { caipNetworkId })
    } else if (connectedElsewhere) {
      if (draft.modal.isOpen) pushView(draft, 'SwitchActiveChain', { caipNetworkId })
    } else {
      // No wallet to ask: the app's selected network simply changes.
      draft.activeCaipNetworkId = caipNetworkId
      draft.activeNamespace = namespace
      draft.unsupportedNetwork = false
    }
  },
  'network/switched': (draft, { payload }) => {
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
    if (draft.modal.isOpen && draft.modal.view === 'SwitchNetwork') goBack(draft)
    if (draft.modal.isOpen && draft.modal.view === 'UnsupportedChain' && !draft.unsupportedNetwork) closeModal(draft)
    if (draft.unsupportedNetwork) showUnsupportedChain(draft)
  },
  // SPEC §4: on failure the view goes back.
  'network/switch-failed': draft => {
    if (draft.modal.isOpen && draft.modal.view === 'SwitchNetwork') goBack(draft)
  },
})
