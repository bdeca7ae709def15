import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { REDUCED_MOTION } from '../../styles/shared'

export const spinnerClass = css`
  display: block;
  flex: none;
  fill: none;
  stroke: ${vars.color.accent};
  stroke-width: 3;
  stroke-linecap: round;
  stroke-dasharray: 42 100;
  animation: spin ${vars.duration.spinner} linear infinite;

  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }

  ${REDUCED_MOTION} {
    animation: none;
  }
`
