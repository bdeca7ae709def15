import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const accountViewClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[20]};
  padding: ${vars.space[8]} ${vars.space[12]} ${vars.space[12]};
`

export const profileClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[8]};
  padding-top: ${vars.space[4]};
`

export const addressRowClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[8]};
  padding-inline-start: ${vars.space[36]};
`

export const addressClass = css`
  margin: 0;
  font-size: ${vars.font.size.large};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  color: ${vars.color.fg};
  font-variant-numeric: tabular-nums;
`

export const balanceClass = css`
  margin: 0;
  font-size: ${vars.font.size.paragraph};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.fgSecondary};
  font-variant-numeric: tabular-nums;
`
