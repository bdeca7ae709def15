import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import { labelClass, rowClass, trailingClass } from './ListItem.styles'

export interface ListItemProps {
  /** The picture on the left (wallet, network or icon). */
  readonly image: ReactNode
  readonly children: ReactNode
  /** What sits on the right: a tag, a check mark. */
  readonly trailing?: ReactNode
  readonly chevron?: boolean
  readonly onClick: () => void
  readonly disabled?: boolean
  /** Marks the current choice in a list (the active network). */
  readonly current?: boolean
  readonly tone?: 'default' | 'error'
}

/** A full-width row button, AppKit's `wui-list-item` / `wui-list-wallet`. */
export function ListItem({ image, children, trailing, chevron = false, onClick, disabled = false, current = false, tone = 'default' }: ListItemProps) {
  return (
    <button type="button" className={rowClass} onClick={onClick} disabled={disabled} aria-current={current ? 'true' : undefined} data-tone={tone}>
      {image}
      <span className={labelClass}>{children}</span>
      {(trailing || chevron) && (
        <span className={trailingClass}>
          {trailing}
          {chevron && <Icon name="chevronRight" size={14} />}
        </span>
      )}
    </button>
  )
}
