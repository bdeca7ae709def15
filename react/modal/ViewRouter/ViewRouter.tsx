import { Suspense } from 'react'
import type { ViewName } from '../../../core'
import { ViewErrorBoundary } from '../../components/ViewErrorBoundary/ViewErrorBoundary'
import { ConnectView } from '../../views/ConnectView/ConnectView'
import { ViewUnavailable } from '../../views/ViewUnavailable/ViewUnavailable'
import { LAZY_VIEWS } from './lazyViews'
import { viewClass } from './ViewRouter.styles'

export interface ViewRouterProps {
  readonly view: ViewName
  /** Changes when the same view opens with other arguments, so it starts afresh. */
  readonly viewKey: string
  readonly direction: 'next' | 'prev'
  /** Height of the view being replaced: the loading fallback keeps it, so the modal does not jump. */
  readonly fallbackHeight: number | undefined
}

function ViewContent({ view }: { readonly view: ViewName }) {
  if (view === 'Connect') return <ConnectView />
  const Lazy = LAZY_VIEWS[view]?.Component
  return Lazy ? <Lazy /> : <ViewUnavailable view={view} />
}

/**
 * Draws `state.modal.view`. Each view is keyed, so a change mounts it afresh and its entry
 * animation runs (SPEC §2: Next or Prev, 150 ms) in the direction the router moved.
 */
export function ViewRouter({ view, viewKey, direction, fallbackHeight }: ViewRouterProps) {
  return (
    <div key={viewKey} className={viewClass} data-direction={direction} data-view={view}>
      <ViewErrorBoundary>
        <Suspense fallback={<div aria-busy="true" style={{ height: fallbackHeight }} />}>
          <ViewContent view={view} />
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
}
