import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

export const statusClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[20]};
  padding: ${vars.space[28]} ${vars.space[20]} ${vars.space[28]};
  text-align: center;
`

export const pictureClass = css`
  position: relative;
  display: grid;
  place-items: center;
  width: 104px;
  height: 104px;
`

export const ringClass = css`
  position: absolute;
  inset: 0;
`

export const titleClass = css`
  margin: 0;
  font-size: ${vars.font.size.paragraph};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.fg};

  &[data-tone='error'] {
    color: ${vars.color.error};
  }
`

export const subtitleClass = css`
  margin: ${vars.space[8]} 0 0;
  font-size: ${vars.font.size.small};
  line-height: ${vars.font.lineHeight.relaxed};
  color: ${vars.color.fgSecondary};
`

export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[8]};
`
