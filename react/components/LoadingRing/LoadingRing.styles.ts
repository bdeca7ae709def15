import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { REDUCED_MOTION } from '../../styles/shared'

export const ringClass = css`
  display: block;
  fill: none;
  stroke: ${vars.color.accent};
  stroke-width: 3;
  stroke-linecap: round;
  stroke-dasharray: 22 78;
  animation: ring-run ${vars.duration.loadingRing} linear infinite;

  @keyframes ring-run {
    to {
      stroke-dashoffset: -100;
    }
  }

  ${REDUCED_MOTION} {
    animation: none;
  }
`
