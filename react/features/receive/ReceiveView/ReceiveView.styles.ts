import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

export const receiveClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[12]};
  padding: ${vars.space[8]} ${vars.space[16]} ${vars.space[16]};
  text-align: center;
`

export const addressRowClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  max-width: 100%;
`

export const addressClass = css`
  margin: 0;
  font-family: ui-monospace, monospace;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;
  user-select: all;
`

export const hintClass = css`
  margin: 0;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
`

export const warningClass = css`
  margin: 0;
  padding: ${vars.space[8]} ${vars.space[12]};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.warningGlass};
  color: ${vars.color.fg};
  font-size: ${vars.font.size.small};
  text-align: start;
`

export const networksClass = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    align-items: center;
    gap: ${vars.space[4]};
    font-size: ${vars.font.size.small};
    color: ${vars.color.fgSecondary};
  }
`
