import { css } from '@linaria/core'
import { REDUCED_MOTION } from '../../styles/shared'

export const ringClass = css`
  display: block;
  fill: none;
  stroke: var(--w3m-accent, #667dff);
  stroke-width: 3;
  stroke-linecap: round;
  stroke-dasharray: 22 78;
  animation: ring-run 1s linear infinite;

  @keyframes ring-run {
    to {
      stroke-dashoffset: -100;
    }
  }

  ${REDUCED_MOTION} {
    animation: none;
  }
`
