import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

/** A round picture of the API, or the initial of what it shows while there is none. */
export const apiImageClass = css`
  flex: none;
  border-radius: ${vars.radius.circle};
  overflow: hidden;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${vars.color.accentGlass};
  color: ${vars.color.accentText};
  font-size: ${vars.font.size.small};
  font-weight: ${vars.font.weight.semibold};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`
