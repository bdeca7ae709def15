import { css } from '@linaria/core'

export const networkButtonClass = css`
  &[data-vestibule-button] {
    padding: 0 14px 0 9px;
    color: var(--vst-fg);
    background: var(--vst-bg-raised);
    box-shadow: inset 0 0 0 1px var(--vst-border);

    &:hover {
      background: var(--vst-bg-row-hover);
    }
    &[data-unsupported] {
      color: var(--vst-warning);
      background: var(--vst-warning-glass);
      box-shadow: inset 0 0 0 1px var(--vst-warning);
    }
  }
`
