import { css } from '@linaria/core'

export const iconClass = css`
  display: block;
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;

  &[data-directional]:dir(rtl) {
    transform: scaleX(-1);
  }
`
