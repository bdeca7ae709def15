import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const pairingClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[16]};
  padding: ${vars.space[8]} ${vars.space[20]} ${vars.space[20]};
  text-align: center;
`

export const hintClass = css`
  margin: 0;
  font-size: ${vars.font.size.paragraph};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.fg};
`
