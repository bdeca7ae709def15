import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const walletButtonClass = css`
  &[data-vestibule-button] {
    padding-inline: ${vars.space[8]} ${vars.space[14]};
    color: ${vars.color.fg};
    background: ${vars.color.bgRaised};
    box-shadow: ${vars.shadow.border};

    &:hover {
      background: ${vars.color.bgRowHover};
    }
    & > [aria-hidden] {
      display: inline-flex;
    }
    &[data-connected] {
      box-shadow: ${vars.shadow.accentBorder};
    }
  }
`
