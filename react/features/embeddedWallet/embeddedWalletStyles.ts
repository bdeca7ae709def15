import { css } from '@linaria/core'
import { TEXT_INPUT } from '../../styles/shared'
import { vars } from '../../theme/tokens'

export const formClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[12]};
`

/** In the Connect view the form lines up with the wallet rows: the view's column gives the inset. */
export const connectFormClass = css`
  && {
    padding: 0;
  }
`

export const inputClass = css`
  ${TEXT_INPUT}
`

/** The email input with its envelope inside, at the start (the right in a right-to-left locale). */
export const emailFieldClass = css`
  position: relative;
  display: flex;

  & > input {
    flex: 1;
    padding-inline-start: 40px;
  }
`

export const emailIconClass = css`
  position: absolute;
  inset-inline-start: 14px;
  top: 50%;
  transform: translateY(-50%);
  color: ${vars.color.fgSecondary};
  pointer-events: none;
`

export const hintClass = css`
  margin: 0;
  color: ${vars.color.fgSecondary};
  font-size: ${vars.font.size.small};
`

export const errorClass = css`
  margin: 0;
  color: ${vars.color.error};
  font-size: ${vars.font.size.small};
`
