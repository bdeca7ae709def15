import { Component, type ReactNode } from 'react'
import { useT } from '../../i18n'
import { messageClass } from './ViewErrorBoundary.styles'

interface ViewErrorBoundaryState {
  readonly failed: boolean
}

/**
 * Keeps a view that throws (or whose lazy chunk fails to load, offline) from taking the whole modal
 * down: the header still works, so the visitor can go back or close. Keyed by view, so a new view
 * starts clean.
 */
export class ViewErrorBoundary extends Component<{ readonly children: ReactNode }, ViewErrorBoundaryState> {
  override state: ViewErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ViewErrorBoundaryState {
    return { failed: true }
  }

  override render() {
    if (this.state.failed) return <ViewFailed />
    return this.props.children
  }
}

/** SPEC §8's 'Something went wrong', in the instance's locale (a function component, for the hook). */
function ViewFailed() {
  const t = useT()
  return (
    <p className={messageClass} role="alert">
      {t('thrown.SOMETHING_WENT_WRONG')}
    </p>
  )
}
