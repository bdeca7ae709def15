import { css } from '@linaria/core'

/** Always dark on white, whatever the theme: phone cameras read that best. */
export const qrClass = css`
  position: relative;
  display: grid;
  place-items: center;
  padding: 16px;
  border-radius: var(--vst-radius-l);
  background: #fff;
  box-shadow: 0 0 0 1px var(--vst-border);

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
    shape-rendering: crispEdges;
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
  border-radius: var(--vst-radius-l);
  background: var(--vst-bg-raised);
`
