import { css } from '@linaria/core'
import { vars } from '../../../theme/tokens'

export const sectionClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: 0 ${vars.space[12]} ${vars.space[12]};
`
