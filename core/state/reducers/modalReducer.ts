import type { Draft } from 'immer'
import type { ViewData, ViewName } from '../../events/views'
import type { VestibuleState } from '../state'
import { defineHandlers } from './defineHandlers'

/** SPEC §4: closing resets the view to Connect (the pairing URI is cleared by its own plugin). */
export function closeModal(draft: Draft<VestibuleState>): void {
  draft.modal.isOpen = false
  draft.modal.view = 'Connect'
  draft.modal.data = null
  draft.modal.history = []
  draft.modal.direction = 'next'
  draft.modal.loading = false
}

export function pushView(draft: Draft<VestibuleState>, view: ViewName, data?: ViewData): void {
  draft.modal.history.push(view)
  draft.modal.view = view
  draft.modal.data = data ?? null
  draft.modal.direction = 'next'
}

/** SPEC §2: going back with one history entry closes the modal. */
export function goBack(draft: Draft<VestibuleState>): void {
  if (draft.modal.history.length <= 1) return closeModal(draft)
  draft.modal.history.pop()
  draft.modal.view = draft.modal.history[draft.modal.history.length - 1] ?? 'Connect'
  draft.modal.data = null
  draft.modal.direction = 'prev'
}

/** AppKit opens the UnsupportedChain view whenever the wallet sits on a network the app lacks. */
export function showUnsupportedChain(draft: Draft<VestibuleState>): void {
  if (draft.modal.isOpen && draft.modal.view === 'UnsupportedChain') return
  draft.modal.isOpen = true
  draft.modal.view = 'UnsupportedChain'
  draft.modal.data = null
  draft.modal.history = ['UnsupportedChain']
  draft.modal.direction = 'next'
}

export function isActiveNamespaceConnected(state: VestibuleState | Draft<VestibuleState>): boolean {
  const namespace = state.activeNamespace
  return namespace !== null && state.accounts[namespace]?.status === 'connected'
}

export const modalHandlers = defineHandlers({
  'modal/open-requested': (draft, { payload }) => {
    // SPEC §2: Account when an address is connected, otherwise Connect.
    const view = payload.view ?? (isActiveNamespaceConnected(draft) ? 'Account' : 'Connect')
    draft.modal.isOpen = true
    draft.modal.view = view
    draft.modal.data = payload.data ?? null
    draft.modal.history = [view]
    draft.modal.direction = 'next'
  },
  'modal/closed': draft => closeModal(draft),
  'modal/shake-started': draft => {
    draft.modal.shaking = true
  },
  'modal/shake-ended': draft => {
    draft.modal.shaking = false
  },
  'modal/loading-changed': (draft, { payload }) => {
    draft.modal.loading = payload.loading
  },
  'router/pushed': (draft, { payload }) => pushView(draft, payload.view, payload.data),
  'router/replaced': (draft, { payload }) => {
    draft.modal.history[Math.max(0, draft.modal.history.length - 1)] = payload.view
    draft.modal.view = payload.view
    draft.modal.data = payload.data ?? null
  },
  'router/went-back': draft => goBack(draft),
  'router/reset': (draft, { payload }) => {
    draft.modal.history = [payload.view]
    draft.modal.view = payload.view
    draft.modal.data = payload.data ?? null
    draft.modal.direction = 'next'
  },
})
