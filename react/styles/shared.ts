// Declarations several style files interpolate; evaluated at build time by linaria.
import { vars } from '../theme/tokens'

/** A visible keyboard focus ring in the accent colour (SPEC §2 accessibility). */
export const FOCUS_RING = `
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`

/** Buttons start from nothing, so neither the browser's nor the host page's look leaks in. */
export const BUTTON_RESET = `
  appearance: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  letter-spacing: inherit;
  text-align: inherit;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
`

/** SPEC §2: no animation for visitors who ask for reduced motion. */
export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)'
