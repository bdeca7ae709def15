import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const signClass = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${vars.space[12]};
  padding: ${vars.space[16]};
  text-align: center;
`

export const headingClass = css`
  margin: 0;
  font-size: ${vars.font.size.large};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.fg};
`

export const noteClass = css`
  margin: 0;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
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
