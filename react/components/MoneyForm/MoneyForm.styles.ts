import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { FOCUS_RING } from '../../styles/shared'

/** The amount-and-token form swaps, on-ramp and pay draw alike. */
export const moneyFormClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[12]};
  font-size: ${vars.font.size.small};
  color: ${vars.color.fg};
`

export const boxClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[12]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRaised};

  & > label {
    color: ${vars.color.fgSecondary};
  }
`

export const rowClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
`

export const amountClass = css`
  flex: 1;
  min-width: 0;
  height: 36px;
  padding: 0 ${vars.space[8]};
  border: 0;
  border-radius: ${vars.radius.xs};
  background: transparent;
  color: ${vars.color.fg};
  font: inherit;
  font-size: ${vars.font.size.large};
  ${FOCUS_RING}
`

export const selectClass = css`
  height: 32px;
  padding: 0 ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bg};
  color: ${vars.color.fg};
  font: inherit;
  ${FOCUS_RING}
`

export const hintClass = css`
  margin: 0;
  color: ${vars.color.fgSecondary};
`

export const problemClass = css`
  margin: 0;
  color: ${vars.color.error};
`

export const detailsClass = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[4]} ${vars.space[8]};
  margin: 0;

  & > dt {
    color: ${vars.color.fgSecondary};
  }
  & > dd {
    margin: 0;
    text-align: end;
  }
`

export const centerClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[8]};
  padding: ${vars.space[12]} 0;
  text-align: center;

  & > p {
    margin: 0;
  }
`
