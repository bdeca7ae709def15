import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { BUTTON_RESET, FOCUS_RING } from '../../styles/shared'

export const iconButtonClass = css`
  ${BUTTON_RESET}
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${vars.radius.xxs};
  color: ${vars.color.fg};
  transition: background-color ${vars.duration.hover} ease;

  &:hover {
    background: ${vars.color.bgRowHover};
  }
  ${FOCUS_RING}
`
