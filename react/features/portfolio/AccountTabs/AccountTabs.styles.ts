import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

export const tabsClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
`

export const tabListClass = css`
  display: flex;
  gap: ${vars.space[4]};
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRow};
`

export const tabClass = css`
  flex: 1;
  padding: ${vars.space[6]} ${vars.space[8]};
  border: 0;
  border-radius: ${vars.radius.xxs};
  background: transparent;
  color: ${vars.color.fgSecondary};
  font: inherit;
  font-size: ${vars.font.size.small};
  font-weight: ${vars.font.weight.semibold};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${vars.color.bgRowHover};
    color: ${vars.color.fg};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`

export const panelClass = css`
  min-height: 120px;
`

export const stateClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[8]};
  margin: 0;
  padding: ${vars.space[16]} 0;
  text-align: center;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
`

export const rowClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[12]};
  padding: ${vars.space[8]} ${vars.space[10]};
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRow};
  min-width: 0;
`

export const rowTextClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  flex: 1;
  min-width: 0;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};

  & > :first-child {
    color: ${vars.color.fg};
    font-weight: ${vars.font.weight.medium};
    font-size: ${vars.font.size.paragraph};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`

export const rowValueClass = css`
  text-align: end;
  font-variant-numeric: tabular-nums;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};

  & > :first-child {
    color: ${vars.color.fg};
    font-weight: ${vars.font.weight.medium};
  }
`

export const listClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const totalClass = css`
  margin: 0 0 ${vars.space[4]};
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};
  font-variant-numeric: tabular-nums;
`
