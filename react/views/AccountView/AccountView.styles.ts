import { css } from '@linaria/core'

export const accountViewClass = css`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 8px 12px 12px;
`

export const profileClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding-top: 4px;
`

export const addressRowClass = css`
  display: flex;
  align-items: center;
  gap: 2px;
  margin-top: 8px;
  padding-left: 36px;
`

export const addressClass = css`
  margin: 0;
  font-size: var(--vst-font-large);
  font-weight: 600;
  line-height: 1.2;
  color: var(--vst-fg);
  font-variant-numeric: tabular-nums;
`

export const balanceClass = css`
  margin: 0;
  font-size: var(--vst-font-paragraph);
  font-weight: 500;
  color: var(--vst-fg-secondary);
  font-variant-numeric: tabular-nums;
`
