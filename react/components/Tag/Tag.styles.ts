import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const tagClass = css`
  display: inline-flex;
  align-items: center;
  flex: none;
  height: 20px;
  padding: 0 ${vars.space[6]};
  border-radius: ${vars.radius['4xs']};
  font-size: ${vars.font.size.micro};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.none};
  letter-spacing: ${vars.font.letterSpacing.caps};
  text-transform: uppercase;
  color: ${vars.color.fgSecondary};
  background: ${vars.color.bgRaised};

  &[data-variant='success'] {
    color: ${vars.color.success};
    background: ${vars.color.successGlass};
  }
  &[data-variant='accent'] {
    color: ${vars.color.accentText};
    background: ${vars.color.accentGlass};
  }
  &[data-variant='warning'] {
    color: ${vars.color.warning};
    background: ${vars.color.warningGlass};
  }
`
