import { css } from '@linaria/core'

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
  gap: 8px;
  height: 96px;
`

export const cellClass = css`
  min-width: 0;
`

export const footerClass = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 12px 0;
  font-size: var(--vst-font-small);
  color: var(--vst-fg-secondary);
`
