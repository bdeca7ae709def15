import { css } from '@linaria/core'

export const pairingClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 8px 20px 20px;
  text-align: center;
`

export const hintClass = css`
  margin: 0;
  font-size: var(--vst-font-paragraph);
  font-weight: 500;
  line-height: 1.3;
  color: var(--vst-fg);
`
