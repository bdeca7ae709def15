import { css } from '@linaria/core'

export const messageClass = css`
  margin: 0;
  padding: 32px 20px;
  text-align: center;
  font-size: var(--vst-font-paragraph);
  color: var(--vst-error);
`
