import { deepActiveElement } from './focusable'

/** The element the early card took focus from, kept for the modal that replaces the card. */
let handedOver: HTMLElement | null = null

/**
 * The element focused now, outside the modal: what closing the dialog gives focus back to. While
 * the early card (ModalCardPlaceholder) holds focus, it is the one the card took it from, so the
 * modal replacing the card still returns focus to the connect button.
 */
export function currentOpener(): HTMLElement | null {
  const active = deepActiveElement()
  const opener = handedOver?.isConnected ? handedOver : active instanceof HTMLElement && active !== document.body ? active : null
  handedOver = null
  return opener
}

/** The early card took focus from `opener`: the modal that replaces it takes the opener over. */
export function handOverOpener(opener: HTMLElement | null): void {
  handedOver = opener
}
