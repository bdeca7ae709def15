import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'

/** The Connect view's list padding and gap, so the held rows sit where its rows will. */
export const placeholderRowsClass = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[12]};
`

/** A wallet row's height and shape, without content. */
export const placeholderRowClass = css`
  height: 56px;
  border-radius: ${vars.radius.xs};
  background: ${vars.color.bgRow};
`
