import { css } from '@linaria/core'
import { REDUCED_MOTION } from '../../styles/shared'

export const spinnerClass = css`
  display: block;
  flex: none;
  fill: none;
  stroke: var(--w3m-accent, #667dff);
  stroke-width: 3;
  stroke-linecap: round;
  stroke-dasharray: 42 100;
  animation: spin 0.9s linear infinite;

  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }

  ${REDUCED_MOTION} {
    animation: none;
  }
`
