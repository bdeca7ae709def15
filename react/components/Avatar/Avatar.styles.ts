import { css } from '@linaria/core'

export const avatarClass = css`
  display: block;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  box-shadow: 0 0 0 3px var(--vst-border);
`
