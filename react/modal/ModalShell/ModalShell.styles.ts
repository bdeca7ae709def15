import { css } from '@linaria/core'
import { DEFAULT_DECLARATIONS, LIGHT_DECLARATIONS } from '../../theme/themeDeclarations'
import { vars } from '../../theme/tokens'
import { REDUCED_MOTION } from '../../styles/shared'
import { BOTTOM_SHEET_MAX_WIDTH_PX, MODAL_ANCHOR_HALF_HEIGHT_PX } from './modalGeometry'


/**
 * The one element the modal's styles hang from. `all: initial` cuts off everything the host page
 * lets inherit into the shadow tree (a page's `* { color: red !important }` reaches the host
 * element, and inherited values would flow in from it); custom properties pass, by design.
 * The tokens are declared on :host only, so a page rule on <vestibule-modal> overrides them.
 */
export const rootClass = css`
  :global() {
    :host {
      display: block;
      ${DEFAULT_DECLARATIONS}
    }
    :host([data-theme='light']) {
      ${LIGHT_DECLARATIONS}
    }
  }
  all: initial;
  display: block;
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.master};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.fg};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-rendering: optimizeLegibility;

  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`

export const overlayClass = css`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  /* Anchored by its top edge, not centred: what arrives after the first paint (directory wallets,
     the email and social methods) grows the card downwards, so a row never moves under the
     pointer between aim and click. The offset centres a card of a usual Connect view's height. */
  align-items: flex-start;
  justify-content: center;
  padding: max(${vars.space[16]}, calc(50dvh - ${MODAL_ANCHOR_HALF_HEIGHT_PX}px)) ${vars.space[16]} ${vars.space[16]};
  background: ${vars.color.cover};
  overflow-y: auto;

  /* Drawn ahead while closed: laid out, but neither seen, heard by assistive tech, nor clickable. */
  &[data-closed] {
    visibility: hidden;
    pointer-events: none;
  }

  @media (max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px) {
    align-items: flex-end;
    padding: 0;
  }
`

export const cardClass = css`
  position: relative;
  width: ${vars.size.modalWidth};
  max-width: 100%;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.l};
  background: ${vars.color.bg};
  color: ${vars.color.fg};
  outline: none;

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

  @media (max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px) {
    &:not([data-embedded]) {
      width: 100%;
      border-bottom: 0;
      border-radius: ${vars.radius.l} ${vars.radius.l} 0 0;
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
