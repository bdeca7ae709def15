import { css } from '@linaria/core'
import { FOCUS_RING } from '../../styles/shared'

export const footerClass = css`
  margin: 0;
  padding: 16px 28px 4px;
  text-align: center;
  font-size: var(--vst-font-small);
  line-height: 1.4;
  color: var(--vst-fg-secondary);
  border-top: 1px solid var(--vst-divider);
`

export const linkClass = css`
  color: var(--vst-accent-text);
  font-weight: 500;
  text-decoration: none;
  border-radius: 2px;

  &:hover {
    text-decoration: underline;
  }
  ${FOCUS_RING}
`
