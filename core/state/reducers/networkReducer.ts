import { namespaceOf, toCaipAddress } from '../../events/caip'
import { defineHandlers } from './defineHandlers'

export const networkHandlers = defineHandlers({
  // With no wallet to ask, the app's selected network simply changes (the router shows the views).
  'network/switch-requested': (draft, { payload: { caipNetworkId } }, state) => {
    // A network the app has not configured is never switched to (switchNetwork tells the visitor).
    if (state.options && !state.options.networks.some(network => network.caipNetworkId === caipNetworkId)) return
    const namespace = namespaceOf(caipNetworkId)
    if (!Object.values(state.accounts).some(account => account?.status === 'connected')) {
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
  },
  'network/switch-failed': (draft, { payload }, state) => {
    draft.snackbar = { open: true, message: payload.error.shortMessage, variant: 'error', serial: state.snackbar.serial + 1 }
  },
})
