import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const networkButtonClass = css`
  &[data-vestibule-button] {
    padding-block: 0;
    padding-inline: ${vars.space[9]} ${vars.space[14]};
    color: ${vars.color.fg};
    background: ${vars.color.bgRaised};
    box-shadow: ${vars.shadow.border};

    &:hover {
      background: ${vars.color.bgRowHover};
    }
    &[data-unsupported] {
      color: ${vars.color.warning};
      background: ${vars.color.warningGlass};
      box-shadow: ${vars.shadow.warningBorder};
    }
  }
`
