import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'
import { BUTTON_RESET, FOCUS_RING } from '../../../styles/shared'

export const cardClass = css`
  ${BUTTON_RESET}
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[6]};
  width: 100%;
  height: 100%;
  padding: ${vars.space[8]} ${vars.space[4]};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRow};
  color: ${vars.color.fg};
  transition: background-color ${vars.duration.hover} ease;

  &:hover {
    background: ${vars.color.bgRowHover};
  }
  ${FOCUS_RING}
`

export const nameClass = css`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.font.size.tiny};
  line-height: ${vars.font.lineHeight.tight};
`

export const installedClass = css`
  font-size: ${vars.font.size.micro};
  line-height: ${vars.font.lineHeight.none};
  color: ${vars.color.success};
`
