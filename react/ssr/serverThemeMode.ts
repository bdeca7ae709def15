import type { AppKit, ThemeMode } from '../../core'
import { FALLBACK_THEME_MODE } from '../../core/constants'

/** The `themeMode` option each instance `createAppKit` made was given (undefined: follow the system). */
const requested = new WeakMap<AppKit, ThemeMode | undefined>()

/** Called by `createAppKit`: whether the app chose the mode, which the server cannot otherwise tell from the resolved one. */
export function rememberRequestedThemeMode(appKit: AppKit, themeMode: ThemeMode | undefined): void {
  requested.set(appKit, themeMode)
}

/**
 * The mode a server rendered the buttons in: the app's choice, else SPEC §2's fallback (a server
 * has no `prefers-color-scheme`). The client hydrates in this mode and then switches to the
 * visitor's, so a light-mode visitor's first render matches the server HTML. An instance made
 * without our `createAppKit` (core's, given to `<AppKitProvider>`) keeps its own mode.
 */
export function serverThemeMode(appKit: AppKit, current: ThemeMode): ThemeMode {
  if (!requested.has(appKit)) return current
  return requested.get(appKit) ?? FALLBACK_THEME_MODE
}
