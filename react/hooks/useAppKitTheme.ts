import { useMemo } from 'react'
import type { ThemeMode, ThemeVariables } from '../../core'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { selectTheme } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export interface UseAppKitThemeReturnType {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
  setThemeMode(themeMode: ThemeMode): void
  /** Merged into the current variables, as AppKit does. */
  setThemeVariables(themeVariables: ThemeVariables): void
}

/**
 * AppKit's `useAppKitTheme`.
 *
 * @example
 * const { themeMode, setThemeMode } = useAppKitTheme()
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const theme = useAppKitSelector(selectTheme)
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: appKit.setThemeMode,
      setThemeVariables: appKit.setThemeVariables,
    }),
    [appKit, theme],
  )
}
