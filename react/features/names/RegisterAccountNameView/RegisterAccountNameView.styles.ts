import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'
import { FOCUS_RING, TEXT_INPUT } from '../../../styles/shared'

export const registerClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[12]};
  padding: ${vars.space[4]} ${vars.space[16]} ${vars.space[16]};
`

export const fieldClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
`

export const inputClass = css`
  ${TEXT_INPUT}
`

export const suggestionsClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const suggestionClass = css`
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding: ${vars.space[8]} ${vars.space[12]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xs};
  background: transparent;
  color: ${vars.color.fg};
  font: inherit;
  cursor: pointer;
  &:disabled {
    cursor: default;
    color: ${vars.color.fgSecondary};
  }
  ${FOCUS_RING}
`

export const problemClass = css`
  margin: 0;
  color: ${vars.color.error};
  font-size: ${vars.font.size.small};
`
