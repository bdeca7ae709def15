import { createContext } from 'react'
import { adoptStyles } from '../styles/adoptStyles'

/** True inside a shadow root that already has the modal's styles (the one `createAppKit` mounts). */
export const StyledShadowRootContext = createContext(false)

/**
 * Gives the host element an open shadow root with the modal's CSS adopted, and the container the
 * React tree renders into. Calling it again on the same host returns the same container.
 */
export function prepareModalHost(host: HTMLElement): HTMLElement {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  adoptStyles(shadowRoot)
  const existing = shadowRoot.querySelector<HTMLElement>(':scope > [data-vestibule-container]')
  if (existing) return existing
  const container = host.ownerDocument.createElement('div')
  container.setAttribute('data-vestibule-container', '')
  shadowRoot.append(container)
  return container
}
