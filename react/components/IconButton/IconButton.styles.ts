import { css } from '@linaria/core'
import { BUTTON_RESET, FOCUS_RING } from '../../styles/shared'

export const iconButtonClass = css`
  ${BUTTON_RESET}
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: var(--vst-radius-xxs);
  color: var(--vst-fg);
  transition: background-color 150ms ease;

  &:hover {
    background: var(--vst-bg-row-hover);
  }
  ${FOCUS_RING}
`
