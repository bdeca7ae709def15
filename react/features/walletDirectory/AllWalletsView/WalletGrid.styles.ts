import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

/** The scroll box's height: about four rows of cards, as AppKit's. */
export const SCROLL_HEIGHT_PX = 416

export const scrollClass = css`
  position: relative;
  height: ${SCROLL_HEIGHT_PX}px;
  max-height: 60vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  contain: strict;
`

export const gridClass = css`
  outline: none;
`

export const contentClass = css`
  position: relative;
`

export const rowClass = css`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${vars.space[8]};
  height: 96px;
`

export const cellClass = css`
  min-width: 0;
`

export const footerClass = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[8]};
  padding: ${vars.space[12]} 0;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
`
