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
