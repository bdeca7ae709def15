import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const networkImageClass = css`
  display: block;
  flex: none;
  border-radius: ${vars.radius.circle};
  object-fit: cover;
`

export const networkPlaceholderClass = css`
  display: grid;
  place-items: center;
  flex: none;
  border-radius: ${vars.radius.circle};
  background: ${vars.color.accentGlass};
  color: ${vars.color.accentText};
`
