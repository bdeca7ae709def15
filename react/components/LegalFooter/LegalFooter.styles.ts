import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { FOCUS_RING } from '../../styles/shared'

export const footerClass = css`
  margin: 0;
  padding: ${vars.space[16]} ${vars.space[28]} ${vars.space[4]};
  text-align: center;
  font-size: ${vars.font.size.small};
  line-height: ${vars.font.lineHeight.relaxed};
  color: ${vars.color.fgSecondary};
  border-top: 1px solid ${vars.color.divider};
`

export const linkClass = css`
  color: ${vars.color.accentText};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;
  border-radius: ${vars.radius.link};

  &:hover {
    text-decoration: underline;
  }
  ${FOCUS_RING}
`
