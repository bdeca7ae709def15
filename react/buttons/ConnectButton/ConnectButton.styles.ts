import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const connectButtonClass = css`
  &[data-vestibule-button] {
    color: ${vars.color.onAccent};
    background: ${vars.color.accentStrong};

    &:hover {
      background: ${vars.color.accentStrongHover};
    }
    &[data-loading] {
      color: ${vars.color.accentText};
      background: ${vars.color.accentGlass};
      box-shadow: ${vars.shadow.accentBorder};
    }
  }
`
