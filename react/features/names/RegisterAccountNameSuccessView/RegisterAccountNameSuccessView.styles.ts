import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

export const successClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[12]};
  padding: ${vars.space[16]};
  text-align: center;
`

export const nameClass = css`
  margin: 0;
  font-size: ${vars.font.size.large};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.fg};
`

export const noteClass = css`
  margin: 0;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
`
