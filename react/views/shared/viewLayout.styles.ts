import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

/** The padding every list view sits in, as AppKit's (12 px sides). */
export const listViewClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[12]};
`

export const listClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const noteClass = css`
  margin: 0;
  padding: ${vars.space[8]} ${vars.space[16]} ${vars.space[4]};
  text-align: center;
  font-size: ${vars.font.size.small};
  line-height: ${vars.font.lineHeight.relaxed};
  color: ${vars.color.fgSecondary};
`
