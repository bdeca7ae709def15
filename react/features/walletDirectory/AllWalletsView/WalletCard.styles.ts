import { css } from '@linaria/core'
import { BUTTON_RESET, FOCUS_RING } from '../../../styles/shared'

export const cardClass = css`
  ${BUTTON_RESET}
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  height: 100%;
  padding: 8px 4px;
  border-radius: var(--vst-radius-xs);
  background: var(--vst-bg-row);
  color: var(--vst-fg);
  transition: background-color 150ms ease;

  &:hover {
    background: var(--vst-bg-row-hover);
  }
  ${FOCUS_RING}
`

export const nameClass = css`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: var(--vst-font-tiny);
  line-height: 1.2;
`

export const installedClass = css`
  font-size: var(--vst-font-micro);
  line-height: 1;
  color: var(--vst-success);
`
