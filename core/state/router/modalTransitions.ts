import type { RouteName, ViewData } from '../../events/views'
import type { ModalState } from '../state'

/**
 * The modal's router as pure functions of the modal slice: the router contributions of core and of
 * features (`defineSlice({ router })`) compose them, so every navigation is one of these.
 */

export function openModal(modal: ModalState, view: RouteName, data?: ViewData): ModalState {
  return { ...modal, isOpen: true, view, data: data ?? null, history: [view], direction: 'next' }
}

/** SPEC §4: closing resets the view to Connect (the pairing slice clears the pairing URI). */
export function closeModal(modal: ModalState): ModalState {
  return { ...modal, isOpen: false, view: 'Connect', data: null, history: [], direction: 'next', loading: false }
}

export function pushView(modal: ModalState, view: RouteName, data?: ViewData): ModalState {
  return { ...modal, view, data: data ?? null, history: [...modal.history, view], direction: 'next' }
}

export function replaceView(modal: ModalState, view: RouteName, data?: ViewData): ModalState {
  const history = modal.history.length === 0 ? [view] : [...modal.history.slice(0, -1), view]
  return { ...modal, view, data: data ?? null, history }
}

/** SPEC §2: going back with one history entry closes the modal. */
export function goBack(modal: ModalState): ModalState {
  if (modal.history.length <= 1) return closeModal(modal)
  const history = modal.history.slice(0, -1)
  return { ...modal, view: history[history.length - 1]!, data: null, history, direction: 'prev' }
}

/** AppKit opens the UnsupportedChain view whenever the wallet sits on a network the app lacks. */
export function showUnsupportedChain(modal: ModalState): ModalState {
  return modal.isOpen && modal.view === 'UnsupportedChain' ? modal : openModal(modal, 'UnsupportedChain')
}
