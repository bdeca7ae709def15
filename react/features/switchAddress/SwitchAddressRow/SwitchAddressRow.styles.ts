import { css } from '@linaria/core'

/** In the Account view's column, aligned with its rows. */
export const sectionClass = css`
  display: flex;
  flex-direction: column;
`
