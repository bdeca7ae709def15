import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

export const labelClass = css`
  display: block;
  font-variant-numeric: tabular-nums;
`

export const typeClass = css`
  font-weight: ${vars.font.weight.semibold};
`

export const balanceClass = css`
  display: block;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
  font-variant-numeric: tabular-nums;
`
