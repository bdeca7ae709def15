import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { LIGHT_DECLARATIONS, PUBLIC_DECLARATIONS } from '../../theme/themeDeclarations'
import { BUTTON_RESET, FOCUS_RING } from '../../styles/shared'

/**
 * What every button shares. Rules are scoped by the root attribute, so they outrank a page's
 * element rules (`button { … }`). They live in the host page, with no `:host` to declare the
 * tokens: only AppKit's variables are mapped here (so a page can set `--w3m-accent` on any
 * ancestor) and the light palette; every other token is its reference's fallback.
 */
export const buttonBaseClass = css`
  &[data-vestibule-button] {
    ${PUBLIC_DECLARATIONS}
    ${BUTTON_RESET}
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[8]};
    height: 40px;
    padding: 0 ${vars.space[16]};
    border-radius: ${vars.radius.m};
    font-family: ${vars.font.family};
    font-size: ${vars.font.size.small};
    font-weight: ${vars.font.weight.semibold};
    line-height: ${vars.font.lineHeight.none};
    white-space: nowrap;
    transition: background-color ${vars.duration.hover} ease, box-shadow ${vars.duration.hover} ease;
    ${FOCUS_RING}

    /* AppKit's size="sm" and disabled attributes. */
    &[data-size='sm'] {
      height: 32px;
      padding-inline: ${vars.space[12]};
      font-size: ${vars.font.size.tiny};
    }
    &:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    &[data-theme='light'] {
      ${LIGHT_DECLARATIONS}
    }
    & *,
    & *::before,
    & *::after {
      box-sizing: border-box;
    }
  }
`
