import { css } from '@linaria/core'

export const connectButtonClass = css`
  &[data-vestibule-button] {
    color: #fff;
    background: var(--vst-accent-strong);

    &:hover {
      background: color-mix(in srgb, var(--vst-accent-strong) 88%, #000);
    }
    &[data-loading] {
      color: var(--vst-accent-text);
      background: var(--vst-accent-glass);
      box-shadow: inset 0 0 0 1px var(--vst-accent-glass);
    }
  }
`
