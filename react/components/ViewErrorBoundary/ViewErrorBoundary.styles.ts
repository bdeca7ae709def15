import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const messageClass = css`
  margin: 0;
  padding: ${vars.space[32]} ${vars.space[20]};
  text-align: center;
  font-size: ${vars.font.size.paragraph};
  color: ${vars.color.error};
`
