import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

/** On white whatever the theme, modules dark unless `--w3m-qr-color` says otherwise: phone cameras read that best. */
export const qrClass = css`
  position: relative;
  display: grid;
  place-items: center;
  padding: ${vars.space[16]};
  border-radius: ${vars.radius.l};
  background: ${vars.color.qrBackground};
  box-shadow: ${vars.shadow.frame};

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
    shape-rendering: crispEdges;
    fill: ${vars.color.qr};
  }
`

export const logoClass = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  pointer-events: none;
`

export const placeholderClass = css`
  display: grid;
  place-items: center;
  border-radius: ${vars.radius.l};
  background: ${vars.color.bgRaised};
`
