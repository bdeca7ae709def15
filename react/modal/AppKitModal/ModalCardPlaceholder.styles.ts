import { css } from '@linaria/core'
import { tokenName } from '../../theme/defineTokens'
import { LIGHT_PALETTE, vars } from '../../theme/tokens'
import { BOTTOM_SHEET_MAX_WIDTH_PX, MODAL_ANCHOR_HALF_HEIGHT_PX } from '../ModalShell/modalGeometry'

/** The few light-palette colours the card uses; every token's reference falls back to the dark one. */
const LIGHT_COLOURS = (['bg', 'bgRow', 'border', 'fg', 'cover'] as const).map(key => `${tokenName(vars.color[key])}: ${LIGHT_PALETTE[key]};`).join('\n')

/**
 * The early card's own few rules, not the modal's stylesheet (which declares every token and
 * comes with the modal's chunk): the page's first download stays small (issue 27). The geometry
 * is the modal's, so the card it gives way to sits in the same place.
 */
export const placeholderRootClass = css`
  all: initial;
  display: block;
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.master};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.fg};

  :global(:host([data-theme='light'])) & {
    ${LIGHT_COLOURS}
  }
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`

export const placeholderOverlayClass = css`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: max(${vars.space[16]}, calc(50dvh - ${MODAL_ANCHOR_HALF_HEIGHT_PX}px)) ${vars.space[16]} ${vars.space[16]};
  background: ${vars.color.cover};

  @media (max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px) {
    align-items: flex-end;
    padding: 0;
  }
`

export const placeholderCardClass = css`
  width: ${vars.size.modalWidth};
  max-width: 100%;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.l};
  background: ${vars.color.bg};
  outline: none;

  @media (max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px) {
    width: 100%;
    border-bottom: 0;
    border-radius: ${vars.radius.l} ${vars.radius.l} 0 0;
  }
`

/** The Connect view's list padding and gap, so the held rows sit where its rows will. */
export const placeholderRowsClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[12]};
`

/** A wallet row's height and shape, without content. */
export const placeholderRowClass = css`
  height: 56px;
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRow};
`
