import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const iconTileClass = css`
  display: grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${vars.radius.circle};
  color: ${vars.color.fgSecondary};
  background: ${vars.color.bgRaised};

  &[data-tone='error'] {
    color: ${vars.color.error};
    background: ${vars.color.errorGlass};
  }
`
