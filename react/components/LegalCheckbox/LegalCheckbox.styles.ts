import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { FOCUS_RING } from '../../styles/shared'

export const checkboxRowClass = css`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[12]};
  margin: 0 ${vars.space[4]} ${vars.space[8]};
  padding: ${vars.space[12]} ${vars.space[16]};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRaised};
  font-size: ${vars.font.size.small};
  line-height: ${vars.font.lineHeight.relaxed};
  color: ${vars.color.fgSecondary};
  cursor: pointer;
`

export const checkboxClass = css`
  flex: none;
  width: 16px;
  height: 16px;
  margin: 2px 0 0;
  accent-color: ${vars.color.accent};
  cursor: pointer;
  ${FOCUS_RING}
`

/** The connect methods while the box is unticked: visible, dimmed, out of reach (inert). */
export const pendingClass = css`
  opacity: 0.3;
`
