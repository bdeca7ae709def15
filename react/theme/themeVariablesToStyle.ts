import type { ThemeVariables } from '../../core'

/** AppKit's public theme variables (its `themeVariables` keys). */
export const THEME_VARIABLE_NAMES = [
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-family',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
] as const

/** The unit a bare number means for each variable: AppKit takes `'--w3m-color-mix-strength': 40` as 40 %. */
const NUMBER_UNITS: Readonly<Record<string, string>> = {
  '--w3m-color-mix-strength': '%',
  '--w3m-font-size-master': 'px',
  '--w3m-border-radius-master': 'px',
}

/**
 * `themeVariables` as CSS custom properties for a `style` attribute. Keys may come with or without
 * the leading `--`; unknown keys are dropped, so a typo cannot inject other properties.
 *
 * @example
 * themeVariablesToStyle({ '--w3m-accent': '#ff0000', '--w3m-color-mix-strength': 40 })
 * // { '--w3m-accent': '#ff0000', '--w3m-color-mix-strength': '40%' }
 */
export function themeVariablesToStyle(variables: ThemeVariables): Record<string, string> {
  const style: Record<string, string> = {}
  for (const [key, value] of Object.entries(variables)) {
    const name = key.startsWith('--') ? key : `--${key}`
    if (!(THEME_VARIABLE_NAMES as readonly string[]).includes(name)) continue
    style[name] = typeof value === 'number' ? `${value}${NUMBER_UNITS[name] ?? ''}` : value
  }
  return style
}
