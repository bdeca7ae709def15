import { css } from '@linaria/core'

export const unavailableClass = css`
  margin: 0;
  padding: 24px 20px 28px;
  text-align: center;
  font-size: var(--vst-font-small);
  line-height: 1.4;
  color: var(--vst-fg-secondary);
`
