import { css } from '@linaria/core'

export const networkImageClass = css`
  display: block;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`

export const networkPlaceholderClass = css`
  display: grid;
  place-items: center;
  flex: none;
  border-radius: 50%;
  background: var(--vst-accent-glass);
  color: var(--vst-accent-text);
`
