import { createElement, useCallback, useContext, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { AppKit } from '../../../core'
import { AppKitContext } from '../../instance/AppKitContext'
import { StyledShadowRootContext, prepareModalHost } from '../../mount/modalHost'
import { MODAL_HOST_TAG } from '../../mount/modalHostTag'
import { DeferredModalShell } from './DeferredModalShell'

export interface AppKitModalProps {
  readonly appKit: AppKit
}

/** Renders its own `<vestibule-modal>` host and portals the modal into the host's shadow root. */
function ShadowHost({ children }: { readonly children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const attach = useCallback((host: HTMLElement | null) => {
    if (host) setContainer(prepareModalHost(host))
  }, [])
  return (
    <>
      {createElement(MODAL_HOST_TAG, { ref: attach })}
      {container && createPortal(children, container)}
    </>
  )
}

/**
 * The modal of an instance, for apps that place it themselves (`disableAppend`) or embed it
 * (`enableEmbedded`: it then sits in the page as a card). It isolates itself in a shadow root, so
 * the page's CSS does not reach it.
 *
 * @example
 * const appKit = createAppKit({ ...options, enableEmbedded: true })
 * <AppKitModal appKit={appKit} />
 */
export function AppKitModal({ appKit }: AppKitModalProps) {
  const inStyledShadowRoot = useContext(StyledShadowRootContext)
  const modal = (
    <AppKitContext.Provider value={appKit}>
      <DeferredModalShell />
    </AppKitContext.Provider>
  )
  return inStyledShadowRoot ? modal : <ShadowHost>{modal}</ShadowHost>
}
