import { defineSlice, openModal, replaceView } from 'vestibule/plugin'
import './namesEvents'
import { initialNamesState } from './namesState'

const key = (name: string) => name.toLowerCase()

/** Lookups, suggestions and the names each address holds (`state.slices.names`). */
export const namesSlice = /* @__PURE__ */ defineSlice({
  name: 'names',
  initial: initialNamesState,
  source: { module: 'vestibule/plugins/features/names', name: 'namesSlice' },
  on: {
    'names/lookup-requested': (names, { payload }) => {
      names.lookups[key(payload.name)] = { status: 'loading', addresses: {}, error: null }
    },
    'names/lookup-answered': (names, { payload }) => {
      names.lookups[key(payload.name)] = payload.addresses
        ? { status: 'found', addresses: payload.addresses, error: null }
        : { status: 'not-found', addresses: {}, error: null }
    },
    'names/lookup-failed': (names, { payload }) => {
      names.lookups[key(payload.name)] = { status: 'error', addresses: {}, error: payload.error.shortMessage }
    },
    'names/register-requested': (names, { payload }) => {
      names.registration = { name: payload.name, status: 'registering', error: null }
    },
    'names/register-failed': (names, { payload }) => {
      names.registration = { name: payload.name, status: 'failed', error: payload.error.shortMessage }
    },
    'names/suggestions-requested': (names, { payload }) => {
      // Typing again starts over: the last failure is no longer what the visitor looks at.
      if (names.registration.status === 'failed') names.registration = { name: null, status: 'idle', error: null }
      names.suggestions.query = payload.query.trim()
      names.suggestions.status = payload.query.trim() === '' ? 'idle' : 'loading'
      names.suggestions.error = null
    },
    'names/suggestions-fetched': (names, { payload }) => {
      // An answer to a query the visitor has since changed is stale.
      if (payload.query !== names.suggestions.query) return
      names.suggestions.items = payload.suggestions
      names.suggestions.status = 'ready'
    },
    'names/suggestions-failed': (names, { payload }) => {
      if (payload.query !== names.suggestions.query) return
      names.suggestions.status = 'error'
      names.suggestions.error = payload.error.shortMessage
    },
    'names/registered': (names, { payload }) => {
      names.registration = { name: payload.name, status: 'idle', error: null }
      const address = payload.address.toLowerCase()
      names.byAddress[address] = [...(names.byAddress[address] ?? []).filter(name => name !== payload.name), payload.name]
      names.lookups[key(payload.name)] = { status: 'found', addresses: {}, error: null }
      names.suggestions.items = names.suggestions.items.map(item => (item.name === payload.name ? { ...item, registered: true } : item))
    },
    'names/reverse-fetched': (names, { payload }) => {
      names.byAddress[payload.address.toLowerCase()] = payload.names
    },
  },
  router: {
    // The embedded wallet's approval (ApproveTransaction) may have closed the modal meanwhile: a
    // registration asked from the view still ends on its success view.
    'names/registered': (modal, { payload }) => {
      const success = { name: payload.name }
      if (modal.isOpen && (modal.view === 'RegisterAccountName' || modal.view === 'ApproveTransaction'))
        return replaceView(modal, 'RegisterAccountNameSuccess', success)
      return payload.fromView && !modal.isOpen ? openModal(modal, 'RegisterAccountNameSuccess', success) : modal
    },
    // Asked from the view: the failure shows there (the view reads it from the slice), back from the wallet's approval.
    'names/register-failed': (modal, { payload }) => {
      if (!payload.fromView) return modal
      if (modal.isOpen) return modal.view === 'ApproveTransaction' ? replaceView(modal, 'RegisterAccountName') : modal
      return openModal(modal, 'RegisterAccountName')
    },
  },
})
