import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const walletImageClass = css`
  display: block;
  flex: none;
  box-sizing: border-box;
  border-radius: ${vars.radius.xxs};
  border: 1px solid ${vars.color.border};
  object-fit: cover;
  background: ${vars.color.bgRaised};
`

export const placeholderClass = css`
  display: grid;
  place-items: center;
  flex: none;
  box-sizing: border-box;
  border-radius: ${vars.radius.xxs};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.bgRaised};
  color: ${vars.color.fgSecondary};
  font-weight: ${vars.font.weight.semibold};
  line-height: 1;
  user-select: none;

  &[data-initials]::before {
    content: attr(data-initials);
  }
`
