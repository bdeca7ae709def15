import { css } from '@linaria/core'

export const walletImageClass = css`
  display: block;
  flex: none;
  box-sizing: border-box;
  border-radius: var(--vst-radius-xxs);
  border: 1px solid var(--vst-border);
  object-fit: cover;
  background: var(--vst-bg-raised);
`

export const placeholderClass = css`
  display: grid;
  place-items: center;
  flex: none;
  box-sizing: border-box;
  border-radius: var(--vst-radius-xxs);
  border: 1px solid var(--vst-border);
  background: var(--vst-bg-raised);
  color: var(--vst-fg-secondary);
`
