import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { BUTTON_RESET, FOCUS_RING } from '../../styles/shared'

export const rowClass = css`
  ${BUTTON_RESET}
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${vars.space[12]};
  width: 100%;
  min-height: 56px;
  padding-block: ${vars.space[8]};
  padding-inline: ${vars.space[8]} ${vars.space[12]};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRow};
  color: ${vars.color.fg};
  transition: background-color ${vars.duration.hover} ease;

  &:hover:not(:disabled) {
    background: ${vars.color.bgRowHover};
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  &[aria-current='true'] {
    box-shadow: ${vars.shadow.selected};
  }
  &[data-tone='error'] {
    color: ${vars.color.error};
  }
  ${FOCUS_RING}
`

export const labelClass = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.font.size.paragraph};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
`

export const trailingClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  color: ${vars.color.fgSecondary};
`
