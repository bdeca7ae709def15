import { css } from '@linaria/core'
import { TEXT_INPUT } from '../../styles/shared'
import { vars } from '../../theme/tokens'

export const formClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[12]};
`

export const inputClass = css`
  ${TEXT_INPUT}
`

export const hintClass = css`
  margin: 0;
  color: ${vars.color.fgSecondary};
  font-size: ${vars.font.size.small};
`

export const errorClass = css`
  margin: 0;
  color: ${vars.color.error};
  font-size: ${vars.font.size.small};
`
