import { css } from '@linaria/core'
import { BUTTON_RESET, FOCUS_RING } from '../../styles/shared'

export const rowClass = css`
  ${BUTTON_RESET}
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  border-radius: var(--vst-radius-xs);
  background: var(--vst-bg-row);
  color: var(--vst-fg);
  transition: background-color 150ms ease;

  &:hover:not(:disabled) {
    background: var(--vst-bg-row-hover);
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  &[aria-current='true'] {
    box-shadow: inset 0 0 0 1px var(--vst-accent-text);
  }
  &[data-tone='error'] {
    color: var(--vst-error);
  }
  ${FOCUS_RING}
`

export const labelClass = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: var(--vst-font-paragraph);
  font-weight: 500;
  line-height: 1.3;
`

export const trailingClass = css`
  display: flex;
  align-items: center;
  gap: 8px;
  color: var(--vst-fg-secondary);
`
