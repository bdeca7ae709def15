import { css } from '@linaria/core'

export const accountButtonClass = css`
  &[data-vestibule-button] {
    gap: 8px;
    padding: 0 4px 0 8px;
    color: var(--vst-fg);
    background: var(--vst-bg-raised);
    box-shadow: inset 0 0 0 1px var(--vst-border);

    &:hover {
      background: var(--vst-bg-row-hover);
    }
  }
`

export const balanceClass = css`
  font-variant-numeric: tabular-nums;
`

export const addressClass = css`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 10px;
  border-radius: var(--vst-radius-3xl);
  color: var(--vst-fg-secondary);
  background: var(--vst-bg);
  box-shadow: inset 0 0 0 1px var(--vst-border);
  font-variant-numeric: tabular-nums;
`
