import { css } from '@linaria/core'
import { DEFAULT_DECLARATIONS, LIGHT_DECLARATIONS } from '../../theme/themeDeclarations'
import { vars } from '../../theme/tokens'
import { REDUCED_MOTION } from '../../styles/shared'
import { MODAL_HOST_TAG } from '../../mount/modalHostTag'

/**
 * Beside the frame's root (modalFrame.styles.ts): the tokens, declared on the modal's host only, so
 * a page rule on <vestibule-modal> overrides them, and AppKit's elements (which adopt the same
 * sheet) keep their own display and the page's variables.
 */
export const rootClass = css`
  :global() {
    :host(${MODAL_HOST_TAG}) {
      display: block;
      ${DEFAULT_DECLARATIONS}
    }
    :host(${MODAL_HOST_TAG}[data-theme='light']) {
      ${LIGHT_DECLARATIONS}
    }
  }
`

/** Beside the frame's backdrop: tall cards scroll, and the closed card is drawn ahead. */
export const overlayClass = css`
  overflow-y: auto;

  /* Drawn ahead while closed: laid out, but neither seen, heard by assistive tech, nor clickable. */
  &[data-closed] {
    visibility: hidden;
    pointer-events: none;
  }
`

/** Beside the frame's card: its height animates inside, and it shakes. */
export const cardClass = css`
  position: relative;
  overflow: hidden;

  &[data-shaking] {
    animation: modal-shake ${vars.duration.shake} cubic-bezier(0.36, 0.07, 0.19, 0.97) both;
  }
  &[data-embedded] {
    margin: 0 auto;
  }

  @keyframes modal-shake {
    10%,
    90% {
      transform: translateX(-1px);
    }
    20%,
    80% {
      transform: translateX(2px);
    }
    30%,
    50%,
    70% {
      transform: translateX(-4px);
    }
    40%,
    60% {
      transform: translateX(4px);
    }
  }

  ${REDUCED_MOTION} {
    &[data-shaking] {
      animation: none;
    }
  }
`

export const bodyClass = css`
  overflow: hidden;
  transition: height ${vars.duration.modalHeight} ease;

  ${REDUCED_MOTION} {
    transition: none;
  }
`

/** Tall views scroll inside; the card itself never grows past the viewport. */
export const contentClass = css`
  max-height: calc(100dvh - 120px);
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
`
