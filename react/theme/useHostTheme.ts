import { useLayoutEffect, type RefObject } from 'react'
import { selectTheme } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'
import { themeVariablesToStyle } from './themeVariablesToStyle'

/**
 * Puts the app's theme on the shadow host of the element `ref` holds: the mode as `data-theme`
 * (the light palette is a `:host([data-theme='light'])` rule) and `themeVariables` as inline
 * custom properties. The tokens are declared on `:host` and read the `--w3m-*` variables there, so
 * those must be set on the host itself for the tokens to follow them. A layout effect, so the
 * first paint already has them.
 */
export function useHostTheme(ref: RefObject<HTMLElement | null>): void {
  const theme = useAppKitSelector(selectTheme)
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (!(root instanceof ShadowRoot) || !(root.host instanceof HTMLElement)) return
    const host = root.host
    const style = themeVariablesToStyle(theme.themeVariables)
    host.setAttribute('data-theme', theme.themeMode)
    for (const [name, value] of Object.entries(style)) host.style.setProperty(name, value)
    return () => {
      // Only what was set here: the page may keep its own inline style on the element.
      host.removeAttribute('data-theme')
      for (const name of Object.keys(style)) host.style.removeProperty(name)
    }
  }, [ref, theme])
}
