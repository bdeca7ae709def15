import { css } from '@linaria/core'

export const tagClass = css`
  display: inline-flex;
  align-items: center;
  flex: none;
  height: 20px;
  padding: 0 6px;
  border-radius: var(--vst-radius-4xs);
  font-size: var(--vst-font-micro);
  font-weight: 600;
  line-height: 1;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  color: var(--vst-fg-secondary);
  background: var(--vst-bg-raised);

  &[data-variant='success'] {
    color: var(--vst-success);
    background: var(--vst-success-glass);
  }
  &[data-variant='accent'] {
    color: var(--vst-accent-text);
    background: var(--vst-accent-glass);
  }
  &[data-variant='warning'] {
    color: var(--vst-warning);
    background: var(--vst-warning-glass);
  }
`
