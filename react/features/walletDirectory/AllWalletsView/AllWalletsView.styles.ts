import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'
import { TEXT_INPUT } from '../../../styles/shared'

export const allWalletsClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[12]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[12]};
`

export const searchClass = css`
  ${TEXT_INPUT}
`

export const stateClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[8]};
  min-height: 160px;
  margin: 0;
  text-align: center;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};

  & > p {
    margin: 0;
  }
`

export const problemClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[8]};
  padding: ${vars.space[12]} 0;
  text-align: center;
  font-size: ${vars.font.size.small};
  color: ${vars.color.fgSecondary};

  & > p {
    margin: 0;
  }
`
