import { css } from '@linaria/core'

/** The padding every list view sits in, as AppKit's (12 px sides). */
export const listViewClass = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 4px 12px 12px;
`

export const listClass = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const noteClass = css`
  margin: 0;
  padding: 8px 16px 4px;
  text-align: center;
  font-size: var(--vst-font-small);
  line-height: 1.4;
  color: var(--vst-fg-secondary);
`
