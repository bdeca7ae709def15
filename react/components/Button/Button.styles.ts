import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { BUTTON_RESET, FOCUS_RING } from '../../styles/shared'

export const buttonClass = css`
  ${BUTTON_RESET}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[6]};
  height: 36px;
  text-decoration: none;
  padding: 0 ${vars.space[14]};
  border-radius: ${vars.radius.m};
  font-size: ${vars.font.size.small};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.accentText};
  background: ${vars.color.accentGlass};
  border: 1px solid ${vars.color.accentGlass};
  transition: background-color ${vars.duration.hover} ease;

  &:hover:not(:disabled) {
    background: ${vars.color.accentGlassHover};
  }
  &[data-variant='neutral'] {
    color: ${vars.color.fg};
    background: ${vars.color.bgRaised};
    border-color: ${vars.color.border};
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  ${FOCUS_RING}
`
