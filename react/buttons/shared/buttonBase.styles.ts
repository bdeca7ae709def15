import { css } from '@linaria/core'
import { DARK, LIGHT, SCALES, declarations, withPublicFallbacks } from '../../theme/palette'
import { BUTTON_RESET, FOCUS_RING } from '../../styles/shared'

/**
 * What every button shares. Rules are scoped by the root attribute, so they outrank a page's
 * element rules (`button { … }`); variables read AppKit's public ones with their defaults as
 * fallbacks, so a page can set `--w3m-accent` on any ancestor.
 */
export const buttonBaseClass = css`
  &[data-vestibule-button] {
    ${declarations(withPublicFallbacks({ ...SCALES, ...DARK }))}
    ${BUTTON_RESET}
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    gap: 8px;
    height: 40px;
    padding: 0 16px;
    border-radius: var(--vst-radius-m);
    font-family: var(--w3m-font-family, 'Inter', system-ui, sans-serif);
    font-size: var(--vst-font-small);
    font-weight: 600;
    line-height: 1;
    white-space: nowrap;
    transition: background-color 150ms ease, box-shadow 150ms ease;
    ${FOCUS_RING}

    &[data-theme='light'] {
      ${declarations(withPublicFallbacks(LIGHT))}
    }
    & *,
    & *::before,
    & *::after {
      box-sizing: border-box;
    }
  }
`
