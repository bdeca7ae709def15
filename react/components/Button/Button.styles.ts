import { css } from '@linaria/core'
import { BUTTON_RESET, FOCUS_RING } from '../../styles/shared'

export const buttonClass = css`
  ${BUTTON_RESET}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 36px;
  text-decoration: none;
  padding: 0 14px;
  border-radius: var(--vst-radius-m);
  font-size: var(--vst-font-small);
  font-weight: 600;
  color: var(--vst-accent-text);
  background: var(--vst-accent-glass);
  border: 1px solid var(--vst-accent-glass);
  transition: background-color 150ms ease;

  &:hover:not(:disabled) {
    background: color-mix(in srgb, var(--vst-accent-glass), var(--vst-accent-text) 10%);
  }
  &[data-variant='neutral'] {
    color: var(--vst-fg);
    background: var(--vst-bg-raised);
    border-color: var(--vst-border);
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  ${FOCUS_RING}
`
