import { css } from '@linaria/core'
import { HEADER_TRANSITION_MS } from '../../../core/constants'
import { REDUCED_MOTION } from '../../styles/shared'

export const headerClass = css`
  display: grid;
  grid-template-columns: 36px 1fr 36px;
  align-items: center;
  gap: 8px;
  padding: 14px 14px 10px;
`

export const titleClass = css`
  margin: 0;
  min-width: 0;
  overflow: hidden;
  text-align: center;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: var(--vst-font-paragraph);
  font-weight: 600;
  line-height: 1.3;
  color: var(--vst-fg);
`

export const titleTextClass = css`
  animation: header-text-in ${HEADER_TRANSITION_MS}ms ease-out both;

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
