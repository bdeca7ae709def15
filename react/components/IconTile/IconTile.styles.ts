import { css } from '@linaria/core'

export const iconTileClass = css`
  display: grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  color: var(--vst-fg-secondary);
  background: var(--vst-bg-raised);

  &[data-tone='error'] {
    color: var(--vst-error);
    background: var(--vst-error-glass);
  }
`
