import { css } from '@linaria/core'
import { REDUCED_MOTION } from '../../styles/shared'
import { vars } from '../../theme/tokens'

/** The connect methods, one block so the legal checkbox can hold them back together. */
export const methodsClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  transition: opacity ${vars.duration.hover} ease;

  ${REDUCED_MOTION} {
    transition: none;
  }
`

/** "or" between the email and social logins and the wallets: a rule across the card, the word on it. */
export const orDividerClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[12]};
  color: ${vars.color.fgSecondary};
  font-size: ${vars.font.size.small};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${vars.color.border};
  }
`
