import type { ReactNode } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import { buttonClass } from './Button.styles'

export interface ButtonProps {
  readonly children: ReactNode
  readonly onClick?: () => void
  /** Draws a link that looks like the button (a wallet's deep link): the browser opens it, not script. */
  readonly href?: string
  /** `accent`: accent text on an accent tint (AppKit's 'Try again'); `neutral`: a quiet grey button. */
  readonly variant?: 'accent' | 'neutral'
  readonly icon?: IconName
  readonly disabled?: boolean
}

/** A text button of the modal's views. */
export function Button({ children, onClick, href, variant = 'accent', icon, disabled = false }: ButtonProps) {
  const content = (
    <>
      {icon && <Icon name={icon} size={14} />}
      {children}
    </>
  )
  if (href !== undefined && !disabled) {
    return (
      <a className={buttonClass} data-variant={variant} href={href} onClick={onClick} rel="noopener noreferrer">
        {content}
      </a>
    )
  }
  return (
    <button type="button" className={buttonClass} data-variant={variant} onClick={onClick} disabled={disabled}>
      {content}
    </button>
  )
}
