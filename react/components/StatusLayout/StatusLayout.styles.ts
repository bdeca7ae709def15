import { css } from '@linaria/core'

export const statusClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  padding: 28px 20px 28px;
  text-align: center;
`

export const pictureClass = css`
  position: relative;
  display: grid;
  place-items: center;
  width: 104px;
  height: 104px;
`

export const ringClass = css`
  position: absolute;
  inset: 0;
`

export const titleClass = css`
  margin: 0;
  font-size: var(--vst-font-paragraph);
  font-weight: 600;
  line-height: 1.3;
  color: var(--vst-fg);

  &[data-tone='error'] {
    color: var(--vst-error);
  }
`

export const subtitleClass = css`
  margin: 8px 0 0;
  font-size: var(--vst-font-small);
  line-height: 1.4;
  color: var(--vst-fg-secondary);
`

export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`
