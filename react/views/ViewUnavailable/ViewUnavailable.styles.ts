import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const unavailableClass = css`
  margin: 0;
  padding: ${vars.space[24]} ${vars.space[20]} ${vars.space[28]};
  text-align: center;
  font-size: ${vars.font.size.small};
  line-height: ${vars.font.lineHeight.relaxed};
  color: ${vars.color.fgSecondary};
`
