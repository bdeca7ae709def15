import { deepActiveElement } from './focusable'

/** The element the early card took focus from, kept for the modal that replaces the card. */
let handedOver: { readonly opener: HTMLElement | null } | null = null

/**
 * The element focused now, outside the modal: what closing the dialog gives focus back to. While
 * the early card (ModalCardPlaceholder) holds focus, it is the one the card took it from, so the
 * modal replacing the card still returns focus to the connect button.
 */
export function currentOpener(): HTMLElement | null {
  return takeOpener().opener
}

/** currentOpener, and whether the early card held focus until now (it was just removed). */
export function takeOpener(): { readonly opener: HTMLElement | null; readonly fromEarlyCard: boolean } {
  const fromEarlyCard = handedOver !== null
  const active = deepActiveElement()
  const opener = handedOver
    ? handedOver.opener?.isConnected
      ? handedOver.opener
      : null
    : active instanceof HTMLElement && active !== document.body
      ? active
      : null
  handedOver = null
  return { opener, fromEarlyCard }
}

/** The early card took focus from `opener`: the modal that replaces it takes the opener over. */
export function handOverOpener(opener: HTMLElement | null): void {
  handedOver = { opener }
}
