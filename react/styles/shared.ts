// Declarations several style files interpolate; evaluated at build time by linaria.
import { vars } from '../theme/tokens'

/** A visible keyboard focus ring in the accent colour (SPEC §2 accessibility). */
export const FOCUS_RING = `
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`

/** A single-line text field (search, amount, address, email, name), the same in every view. */
export const TEXT_INPUT = `
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 ${vars.space[12]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRaised};
  color: ${vars.color.fg};
  font: inherit;
  font-size: ${vars.font.size.paragraph};
  ${FOCUS_RING}
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

/** A view's content as one column (a sign-in request, a registered name), its lines centred. */
export const VIEW_COLUMN = `
  display: flex;
  flex-direction: column;
  gap: ${vars.space[12]};
  padding: ${vars.space[16]};
  text-align: center;
`

/** A view's heading line: what is asked, or what was done. */
export const VIEW_HEADING = `
  margin: 0;
  font-size: ${vars.font.size.large};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.fg};
`

/** A short line in the secondary colour under a view's heading. */
export const VIEW_NOTE = `
  margin: 0;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
`

/** SPEC §2: no animation for visitors who ask for reduced motion. */
export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)'
