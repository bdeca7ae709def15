import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { VIEW_COLUMN, VIEW_HEADING, VIEW_NOTE } from '../../styles/shared'

export const signClass = css`
  ${VIEW_COLUMN}
  align-items: stretch;
`

export const headingClass = css`
  ${VIEW_HEADING}
`

export const noteClass = css`
  ${VIEW_NOTE}
`

export const problemClass = css`
  margin: 0;
  font-size: ${vars.font.size.small};
  color: ${vars.color.error};
`

export const buttonsClass = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[8]};
`

export const sectionClass = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[8]};
  padding: ${vars.space[8]} ${vars.space[16]};
`
