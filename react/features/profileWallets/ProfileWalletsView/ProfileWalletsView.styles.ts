import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

export const rowClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};

  & > button:first-child {
    flex: 1;
    min-width: 0;
  }
`
