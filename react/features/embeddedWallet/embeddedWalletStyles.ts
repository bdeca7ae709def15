import { css } from '@linaria/core'
import { FOCUS_RING } from '../../styles/shared'
import { vars } from '../../theme/tokens'

export const formClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[12]};
`

export const inputClass = css`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 ${vars.space[12]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRaised};
  color: ${vars.color.fg};
  font: inherit;
  font-size: ${vars.font.size.paragraph};
  ${FOCUS_RING}
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
