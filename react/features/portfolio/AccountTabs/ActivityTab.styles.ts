import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

/** Every row, title or transaction, is this tall: the window is arithmetic. */
export const ACTIVITY_ROW_HEIGHT = 56
export const ACTIVITY_SCROLL_HEIGHT = 336

export const scrollClass = css`
  position: relative;
  height: ${ACTIVITY_SCROLL_HEIGHT}px;
  max-height: 50vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  contain: strict;
`

export const contentClass = css`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const placedClass = css`
  /* Each row lays out and paints on its own: a row scrolled in does not touch the others. */
  contain: strict;
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: ${ACTIVITY_ROW_HEIGHT - 6}px;
`

export const dayClass = css`
  margin: 0;
  height: 100%;
  display: flex;
  align-items: flex-end;
  padding: 0 ${vars.space[4]} ${vars.space[6]};
  font-size: ${vars.font.size.small};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.fgSecondary};
`

export const amountClass = css`
  &[data-sign='+'] {
    color: ${vars.color.success};
  }
`

export const statusClass = css`
  color: ${vars.color.error};
`

export const linkClass = css`
  color: ${vars.color.accentText};
  font-size: ${vars.font.size.tiny};
`

export const footerClass = css`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} 0;
`
