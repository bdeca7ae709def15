import { useMemo } from 'react'
import { selectTheme } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { themeVariablesToStyle } from '../../theme/themeVariablesToStyle'

/** The theme attributes every button root carries: its mode, and the app's variables as inline CSS variables. */
export function useThemeAttributes(): { 'data-theme': string; style: Record<string, string> } {
  const theme = useAppKitSelector(selectTheme)
  return useMemo(() => ({ 'data-theme': theme.themeMode, style: themeVariablesToStyle(theme.themeVariables) }), [theme])
}
