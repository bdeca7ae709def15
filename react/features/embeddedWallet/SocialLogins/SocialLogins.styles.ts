import { css } from '@linaria/core'
import { BUTTON_RESET, FOCUS_RING } from '../../../styles/shared'
import { vars } from '../../../theme/tokens'

export const socialsClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: 0 ${vars.space[12]} ${vars.space[8]};
`

export const socialGridClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(72px, 1fr));
  gap: ${vars.space[6]};

  & > button {
    ${BUTTON_RESET}
    height: 36px;
    border-radius: ${vars.radius.m};
    font-size: ${vars.font.size.small};
    font-weight: ${vars.font.weight.semibold};
    color: ${vars.color.fg};
    background: ${vars.color.bgRaised};
    border: 1px solid ${vars.color.border};
  }
  & > button:disabled {
    opacity: 0.6;
  }
  & > button:hover:not(:disabled) {
    background: ${vars.color.accentGlass};
  }
  & > button {
    ${FOCUS_RING}
  }
`
