import { createRoot } from 'react-dom/client'
import type { AppKit } from '../../core'
import { AppKitModal } from '../modal/AppKitModal/AppKitModal'
import { StyledShadowRootContext, prepareModalHost } from './modalHost'
import { MODAL_HOST_TAG } from './modalHostTag'

/**
 * Appends `<vestibule-modal>` to the page body (SPEC §2: the product injects a modal element) and
 * renders the instance's modal in its shadow root, in a React root of its own. Waits for the body
 * when called from a script in the head. Returns a function that removes it again.
 */
export function mountModal(appKit: AppKit, document: Document): () => void {
  let unmount: (() => void) | undefined
  let cancelled = false
  const mount = () => {
    if (cancelled) return
    const host = document.createElement(MODAL_HOST_TAG)
    const container = prepareModalHost(host)
    document.body.append(host)
    const root = createRoot(container)
    root.render(
      <StyledShadowRootContext.Provider value>
        <AppKitModal appKit={appKit} />
      </StyledShadowRootContext.Provider>,
    )
    unmount = () => {
      root.unmount()
      host.remove()
    }
  }
  if (document.body) mount()
  else document.addEventListener('DOMContentLoaded', mount, { once: true })
  return () => {
    cancelled = true
    document.removeEventListener('DOMContentLoaded', mount)
    unmount?.()
    unmount = undefined
  }
}
