import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const brandingClass = css`
  margin: 0;
  padding: ${vars.space[8]} ${vars.space[16]} ${vars.space[4]};
  text-align: center;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
`
