import { css } from '@linaria/core'
import { tokenName } from '../../theme/defineTokens'
import { LIGHT_PALETTE, vars } from '../../theme/tokens'
import { MODAL_HOST_TAG } from '../../mount/modalHostTag'

/** SPEC §2: under this viewport width the modal becomes a full-width bottom sheet. */
const BOTTOM_SHEET_MAX_WIDTH_PX = 430
/** Half the height of a Connect view with a few wallets and email: the card's top sits this far above the middle. */
const MODAL_ANCHOR_HALF_HEIGHT_PX = 300

/**
 * The light colours the frame and the early card's rows draw with; every token's reference falls
 * back to the dark one, and the modal's chunk declares the whole light palette.
 */
const LIGHT_FRAME_COLOURS = (['bg', 'bgRow', 'border', 'fg', 'cover'] as const).map(key => `${tokenName(vars.color[key])}: ${LIGHT_PALETTE[key]};`).join('\n')

// The modal's frame: root, backdrop and card, where they sit and how they look. In the page's first
// download, for the early card a click paints before the modal's chunk arrives (issue 27); the
// modal (ModalShell.styles.ts) adds to these, so both draw the card in the same place.

/**
 * The one element the modal's styles hang from. `all: initial` cuts off everything the host page
 * lets inherit into the shadow tree (a page's `* { color: red !important }` reaches the host
 * element, and inherited values would flow in from it); custom properties pass, by design.
 */
export const frameRootClass = css`
  :global() {
    :host(${MODAL_HOST_TAG}[data-theme='light']) {
      ${LIGHT_FRAME_COLOURS}
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

export const frameOverlayClass = css`
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

  @media (max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px) {
    align-items: flex-end;
    padding: 0;
  }
`

export const frameCardClass = css`
  width: ${vars.size.modalWidth};
  max-width: 100%;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.l};
  background: ${vars.color.bg};
  color: ${vars.color.fg};
  outline: none;

  @media (max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px) {
    &:not([data-embedded]) {
      width: 100%;
      border-bottom: 0;
      border-radius: ${vars.radius.l} ${vars.radius.l} 0 0;
    }
  }
`
