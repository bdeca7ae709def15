import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const accountButtonClass = css`
  &[data-vestibule-button] {
    gap: ${vars.space[8]};
    padding-block: 0;
    padding-inline: ${vars.space[8]} ${vars.space[4]};
    color: ${vars.color.fg};
    background: ${vars.color.bgRaised};
    box-shadow: ${vars.shadow.border};

    &:hover {
      background: ${vars.color.bgRowHover};
    }
  }
`

export const balanceClass = css`
  font-variant-numeric: tabular-nums;
`

export const addressClass = css`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 ${vars.space[10]};
  border-radius: ${vars.radius['3xl']};
  color: ${vars.color.fgSecondary};
  background: ${vars.color.bg};
  box-shadow: ${vars.shadow.border};
  font-variant-numeric: tabular-nums;
`
