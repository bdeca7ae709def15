import { css } from '@linaria/core'
import { SNACKBAR_SWAP_DELAY_MS } from '../../../core/constants'
import { REDUCED_MOTION } from '../../styles/shared'

export const regionClass = css`
  position: absolute;
  top: 12px;
  left: 16px;
  right: 16px;
  z-index: 2;
  display: flex;
  justify-content: center;
  pointer-events: none;
`

export const snackbarClass = css`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  min-height: 40px;
  box-sizing: border-box;
  padding: 6px 14px 6px 6px;
  border-radius: var(--vst-radius-xs);
  border: 1px solid var(--vst-border);
  background: var(--vst-bg-snackbar);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  color: var(--vst-fg);
  opacity: 0;
  visibility: hidden;
  transform: translateY(-8px) scale(0.96);
  transition:
    opacity ${SNACKBAR_SWAP_DELAY_MS}ms ease,
    transform ${SNACKBAR_SWAP_DELAY_MS}ms ease,
    visibility 0s linear ${SNACKBAR_SWAP_DELAY_MS}ms;

  &[data-visible] {
    opacity: 1;
    visibility: visible;
    transform: none;
    transition-delay: 0s;
  }

  ${REDUCED_MOTION} {
    transition: none;
    transform: none;
  }
`

export const iconClass = css`
  display: grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: var(--vst-radius-3xs);
  color: var(--vst-accent-text);
  background: var(--vst-accent-glass);

  [data-variant='success'] > & {
    color: var(--vst-success);
    background: var(--vst-success-glass);
  }
  [data-variant='error'] > & {
    color: var(--vst-error);
    background: var(--vst-error-glass);
  }
`

export const messageClass = css`
  font-size: var(--vst-font-small);
  font-weight: 500;
  line-height: 1.3;
`
