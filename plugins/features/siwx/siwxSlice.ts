import { closeModal, defineSlice, openModal, ThrownMessages, type ModalState, type VestibuleState } from 'vestibule/plugin'
import './siwxEvents'
import { initialSiwxState, type SiwxState } from './siwxState'

/** SPEC §4: the sign and approve views cannot be closed while sign-in is required and unsigned. */
const LOCKED_VIEWS: ReadonlySet<string> = new Set(['SIWXSignMessage', 'ApproveTransaction'])

/** Whether the visitor must still sign before the modal may close (SPEC §4). */
export function signInPending(siwx: SiwxState | undefined): boolean {
  return siwx?.required === true && (siwx.status === 'unsigned' || siwx.status === 'signing' || siwx.status === 'error')
}

/** A close (or a back that would close) refused: the modal stays as it was before the event. */
function keepOpenWhilePending(next: ModalState, state: VestibuleState): ModalState {
  const before = state.modal
  return !next.isOpen && before.isOpen && LOCKED_VIEWS.has(before.view) && signInPending(state.slices.siwx) ? before : next
}

const showSignView = (modal: ModalState) => (modal.isOpen && modal.view === 'SIWXSignMessage' ? modal : openModal(modal, 'SIWXSignMessage'))
const leaveSignView = (modal: ModalState) => (modal.isOpen && LOCKED_VIEWS.has(modal.view) ? closeModal(modal) : modal)

/** Sign in with X (`state.slices.siwx`): the account's sign-in status, and the sign view's navigation. */
export const siwxSlice = /* @__PURE__ */ defineSlice({
  name: 'siwx',
  initial: initialSiwxState,
  source: { module: 'vestibule/plugins/features/siwx', name: 'siwxSlice' },
  on: {
    'siwx/configured': (siwx, { payload }) => {
      siwx.required = payload.required
    },
    'siwx/check-started': (siwx, { payload }) => {
      siwx.status = 'checking'
      siwx.account = payload
      siwx.session = null
      siwx.error = null
    },
    'siwx/session-restored': (siwx, { payload }) => {
      siwx.status = 'signed'
      siwx.session = payload.session
      siwx.error = null
    },
    'siwx/sign-in-required': (siwx, { payload }) => {
      siwx.status = 'unsigned'
      siwx.account = payload
      siwx.session = null
    },
    'siwx/sign-requested': (siwx, { payload }) => {
      siwx.status = 'signing'
      siwx.account = payload
      siwx.error = null
    },
    'siwx/signed': (siwx, { payload }) => {
      siwx.status = 'signed'
      siwx.session = payload.session
      siwx.error = null
    },
    'siwx/sign-failed': (siwx, { payload }) => {
      // The visitor closed the modal on the request (SPEC §8 'Modal closed'): as a cancel, nothing to show.
      if (payload.error.shortMessage === ThrownMessages.MODAL_CLOSED) {
        siwx.status = 'idle'
        siwx.error = null
        return
      }
      siwx.status = 'error'
      siwx.error = payload.error.shortMessage
    },
    'siwx/cancelled': siwx => {
      siwx.status = 'idle'
      siwx.error = null
    },
    'siwx/revoke-requested': siwx => {
      siwx.revoking = true
    },
    'siwx/revoked': (siwx, { payload }) => {
      siwx.revoking = false
      siwx.sessions = siwx.sessions.filter(
        session => !(session.caipNetworkId === payload.caipNetworkId && session.address.toLowerCase() === payload.address.toLowerCase()),
      )
      if (siwx.session?.caipNetworkId === payload.caipNetworkId && siwx.session.address.toLowerCase() === payload.address.toLowerCase()) {
        siwx.session = null
        siwx.status = 'idle'
      }
    },
    'siwx/revoke-failed': (siwx, { payload }) => {
      siwx.revoking = false
      siwx.error = payload.error.shortMessage
    },
    'siwx/sessions-listed': (siwx, { payload }) => {
      siwx.sessions = payload.sessions
    },
    'connection/disconnected': (siwx, { payload }) => {
      if (payload.namespace !== 'eip155') return
      siwx.status = 'idle'
      siwx.account = null
      siwx.session = null
      siwx.error = null
      siwx.sessions = []
    },
  },
  router: {
    'siwx/sign-in-required': showSignView,
    // SPEC §4: decline reopens the sign view with an error; a close stays closed.
    'siwx/sign-failed': (modal, { payload }) => (payload.error.shortMessage === ThrownMessages.MODAL_CLOSED ? modal : showSignView(modal)),
    // SPEC §4: success stores the session and closes the modal; cancel closes it (and disconnects when required).
    'siwx/signed': leaveSignView,
    'siwx/cancelled': leaveSignView,
    // Nothing left to sign for (a disconnect from the wallet's side, say): the sign view goes.
    'connection/disconnected': (modal, { payload }) =>
      payload.namespace === 'eip155' && modal.isOpen && modal.view === 'SIWXSignMessage' ? closeModal(modal) : modal,
    'modal/closed': (modal, _event, state) => keepOpenWhilePending(modal, state),
    'router/went-back': (modal, _event, state) => keepOpenWhilePending(modal, state),
  },
})
