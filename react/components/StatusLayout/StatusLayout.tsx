import type { ReactNode } from 'react'
import { LoadingRing } from '../LoadingRing/LoadingRing'
import { actionsClass, pictureClass, ringClass, statusClass, subtitleClass, titleClass } from './StatusLayout.styles'

export interface StatusLayoutProps {
  /** The wallet or network picture in the middle. */
  readonly picture: ReactNode
  /** Draws the loading ring around the picture while the wallet is asked. */
  readonly waiting: boolean
  readonly pictureShape?: 'square' | 'circle'
  readonly title: string
  readonly subtitle?: string | undefined
  readonly tone?: 'default' | 'error'
  readonly actions?: ReactNode
}

/**
 * The layout of the views that wait on a wallet (ConnectingExternal, SwitchNetwork, SwitchActiveChain):
 * a picture, a title and a line of text, announced politely as they change, and the actions below.
 */
export function StatusLayout({ picture, waiting, pictureShape = 'square', title, subtitle, tone = 'default', actions }: StatusLayoutProps) {
  return (
    <div className={statusClass}>
      <div className={pictureClass}>
        {picture}
        {waiting && (
          <span className={ringClass}>
            <LoadingRing size={104} shape={pictureShape} />
          </span>
        )}
      </div>
      <div aria-live="polite">
        <p className={titleClass} data-tone={tone}>
          {title}
        </p>
        {subtitle && <p className={subtitleClass}>{subtitle}</p>}
      </div>
      {actions && <div className={actionsClass}>{actions}</div>}
    </div>
  )
}
