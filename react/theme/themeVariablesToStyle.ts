import type { ThemeVariables } from '../../core'
import { PUBLIC_VARIABLES, isPublicVariableName, type PublicVariable } from './publicVariables'

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
    if (!isPublicVariableName(name)) continue
    const variable: PublicVariable = PUBLIC_VARIABLES[name]
    style[name] = typeof value === 'number' ? `${value}${variable.numberUnit ?? ''}` : value
  }
  return style
}
