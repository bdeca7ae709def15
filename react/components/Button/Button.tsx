import type { ReactNode } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import { buttonClass } from './Button.styles'

export interface ButtonProps {
  readonly children: ReactNode
  readonly onClick: () => void
  /** `accent`: accent text on an accent tint (AppKit's 'Try again'); `neutral`: a quiet grey button. */
  readonly variant?: 'accent' | 'neutral'
  readonly icon?: IconName
  readonly disabled?: boolean
}

/** A text button of the modal's views. */
export function Button({ children, onClick, variant = 'accent', icon, disabled = false }: ButtonProps) {
  return (
    <button type="button" className={buttonClass} data-variant={variant} onClick={onClick} disabled={disabled}>
      {icon && <Icon name={icon} size={14} />}
      {children}
    </button>
  )
}
