import { css } from '@linaria/core'
import { TEXT_INPUT } from '../../../styles/shared'
import { vars } from '../../../theme/tokens'

export const sendClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[12]};
  padding: ${vars.space[4]} ${vars.space[16]} ${vars.space[16]};
  font-size: ${vars.font.size.paragraph};
  color: ${vars.color.fg};
`

export const fieldClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
`

export const inputClass = css`
  ${TEXT_INPUT}
`

export const rowClass = css`
  display: flex;
  gap: ${vars.space[8]};
  align-items: center;
  justify-content: space-between;
`

export const errorClass = css`
  margin: 0;
  color: ${vars.color.error};
  font-size: ${vars.font.size.small};
`

export const summaryClass = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[8]} ${vars.space[12]};
  margin: 0;
  & dt {
    color: ${vars.color.fgSecondary};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    text-align: end;
  }
`

export const statusClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[8]};
  margin: 0;
  text-align: center;
  & a {
    color: ${vars.color.accent};
  }
`

export const fiatClass = css`
  margin: 0;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
  font-variant-numeric: tabular-nums;
`
