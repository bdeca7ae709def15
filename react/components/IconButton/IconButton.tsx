import { Icon, type IconName } from '../Icon/Icon'
import { iconButtonClass } from './IconButton.styles'

export interface IconButtonProps {
  readonly icon: IconName
  /** The accessible name ('Close', 'Back', 'Copy address'). */
  readonly label: string
  readonly onClick: () => void
}

/** A square button showing only an icon, named for assistive technology by `label`. */
export function IconButton({ icon, label, onClick }: IconButtonProps) {
  return (
    <button type="button" className={iconButtonClass} aria-label={label} title={label} onClick={onClick}>
      <Icon name={icon} size={18} />
    </button>
  )
}
