import { css } from '@linaria/core'
import { VIEW_COLUMN, VIEW_HEADING, VIEW_NOTE } from '../../../styles/shared'

export const successClass = css`
  ${VIEW_COLUMN}
  align-items: center;
`

export const nameClass = css`
  ${VIEW_HEADING}
`

export const noteClass = css`
  ${VIEW_NOTE}
`
