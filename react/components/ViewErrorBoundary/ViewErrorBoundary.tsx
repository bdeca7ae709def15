import { Component, type ReactNode } from 'react'
import { ThrownMessages } from '../../../core/errors/errorMessages'
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
    if (this.state.failed) {
      return (
        <p className={messageClass} role="alert">
          {ThrownMessages.SOMETHING_WENT_WRONG}
        </p>
      )
    }
    return this.props.children
  }
}
