import { Suspense } from 'react'
import type { RouteName } from '../../../core'
import { ViewErrorBoundary } from '../../components/ViewErrorBoundary/ViewErrorBoundary'
import { ConnectView } from '../../views/ConnectView/ConnectView'
import { ViewUnavailable } from '../../views/ViewUnavailable/ViewUnavailable'
import { CORE_VIEWS } from '../../views/coreViews'
import { registerCoreViews, registeredView } from '../../featureHost/viewRegistry'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { viewClass } from './ViewRouter.styles'

export interface ViewRouterProps {
  readonly view: RouteName
  /** Changes when the same view opens with other arguments, so it starts afresh. */
  readonly viewKey: string
  readonly direction: 'next' | 'prev'
  /** Whether the view slides in: not the one the modal opens on, which appears with the card. */
  readonly slideIn: boolean
  /** Height of the view being replaced: the loading fallback keeps it, so the modal does not jump. */
  readonly fallbackHeight: number | undefined
}

registerCoreViews(CORE_VIEWS)

function ViewContent({ view }: { readonly view: RouteName }) {
  const appKit = useAppKitInstance()
  if (view === 'Connect') return <ConnectView />
  const Lazy = registeredView(appKit, view)?.Component
  return Lazy ? <Lazy /> : <ViewUnavailable view={view} />
}

/**
 * Draws `state.modal.view`. Each view is keyed, so a change mounts it afresh and its entry
 * animation runs (SPEC §2: Next or Prev, 150 ms) in the direction the router moved; the view the
 * modal opens on does not slide (`slideIn` false).
 */
export function ViewRouter({ view, viewKey, direction, slideIn, fallbackHeight }: ViewRouterProps) {
  return (
    <div key={viewKey} className={viewClass} data-direction={direction} data-still={slideIn ? undefined : ''} data-view={view}>
      <ViewErrorBoundary>
        <Suspense fallback={<div aria-busy="true" style={{ height: fallbackHeight }} />}>
          <ViewContent view={view} />
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
}
