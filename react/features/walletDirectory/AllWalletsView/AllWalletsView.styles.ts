import { css } from '@linaria/core'
import { FOCUS_RING } from '../../../styles/shared'

export const allWalletsClass = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 4px 12px 12px;
`

export const searchClass = css`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 12px;
  border: 1px solid var(--vst-border);
  border-radius: var(--vst-radius-xs);
  background: var(--vst-bg-raised);
  color: var(--vst-fg);
  font: inherit;
  font-size: var(--vst-font-paragraph);
  ${FOCUS_RING}
`

export const stateClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 160px;
  margin: 0;
  text-align: center;
  font-size: var(--vst-font-small);
  color: var(--vst-fg-secondary);

  & > p {
    margin: 0;
  }
`

export const problemClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 12px 0;
  text-align: center;
  font-size: var(--vst-font-small);
  color: var(--vst-fg-secondary);

  & > p {
    margin: 0;
  }
`
