import { css } from '@linaria/core'
import { BUTTON_RESET, FOCUS_RING } from '../../../styles/shared'
import { vars } from '../../../theme/tokens'

export const socialsClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
`

const tile = `
  ${BUTTON_RESET}
  ${FOCUS_RING}
  box-sizing: border-box;
  border-radius: ${vars.radius.m};
  color: ${vars.color.fg};
  background: ${vars.color.bgRaised};
  border: 1px solid ${vars.color.border};
  &:disabled {
    opacity: 0.6;
  }
  &:hover:not(:disabled) {
    background: ${vars.color.accentGlass};
  }
`

/** The first provider: its logo at the start, its label centred on the button. */
export const socialWideClass = css`
  ${tile}
  display: grid;
  grid-template-columns: 28px 1fr 28px;
  align-items: center;
  gap: ${vars.space[8]};
  width: 100%;
  height: 52px;
  padding: 0 ${vars.space[12]};
  font-size: ${vars.font.size.paragraph};
  font-weight: ${vars.font.weight.semibold};

  & > span {
    grid-column: 2;
    text-align: center;
  }
`

/** The other providers: one row, every tile the same width however many there are. */
export const socialGridClass = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};

  & > button {
    ${tile}
    display: grid;
    place-items: center;
    height: 48px;
  }
`

/** Opened by the "more" tile: every provider, in rows of five tiles of that same width. */
export const socialGridOpenClass = css`
  grid-auto-flow: row;
  grid-template-columns: repeat(5, minmax(0, 1fr));
`

export const socialLogoClass = css`
  display: block;
  flex: none;
`

export const moreDiscClass = css`
  fill: ${vars.color.bgRaised};
  stroke: ${vars.color.border};
`
