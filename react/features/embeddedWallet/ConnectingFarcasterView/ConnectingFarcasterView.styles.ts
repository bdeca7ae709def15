import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

export const farcasterClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[12]};
  padding: ${vars.space[8]} ${vars.space[12]} ${vars.space[16]};
  text-align: center;
`

export const farcasterLinksClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[12]};

  & > a {
    color: ${vars.color.accentText};
    font-size: ${vars.font.size.small};
    font-weight: ${vars.font.weight.semibold};
  }
`
