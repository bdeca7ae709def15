import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const avatarClass = css`
  display: block;
  flex: none;
  border-radius: ${vars.radius.circle};
  object-fit: cover;
  box-shadow: ${vars.shadow.avatar};
`
