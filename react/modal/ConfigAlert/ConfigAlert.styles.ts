import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const alertClass = css`
  margin: 0 ${vars.space[16]} ${vars.space[8]};
  padding: ${vars.space[8]} ${vars.space[12]};
  border-radius: ${vars.radius.xs};
  border: 1px solid ${vars.color.error};
  color: ${vars.color.fg};
  font-size: ${vars.font.size.small};
  line-height: ${vars.font.lineHeight.relaxed};
`

export const alertTitleClass = css`
  display: block;
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.error};
`
