import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { REDUCED_MOTION } from '../../styles/shared'

export const headerClass = css`
  display: grid;
  grid-template-columns: 36px 1fr 36px;
  align-items: center;
  gap: ${vars.space[8]};
  padding: ${vars.space[14]} ${vars.space[14]} ${vars.space[10]};
`

export const titleClass = css`
  margin: 0;
  min-width: 0;
  overflow: hidden;
  text-align: center;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: ${vars.font.size.paragraph};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.fg};
`

export const titleTextClass = css`
  animation: header-text-in ${vars.duration.header} ease-out both;

  @keyframes header-text-in {
    from {
      opacity: 0;
    }
  }

  ${REDUCED_MOTION} {
    animation: none;
  }
`

export const spacerClass = css`
  width: 36px;
`
