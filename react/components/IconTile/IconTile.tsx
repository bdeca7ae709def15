import { Icon, type IconName } from '../Icon/Icon'
import { iconTileClass } from './IconTile.styles'

export interface IconTileProps {
  readonly icon: IconName
  readonly tone?: 'neutral' | 'error'
}

/** A round tile holding an icon, the picture of a list row that has no wallet or network image. */
export function IconTile({ icon, tone = 'neutral' }: IconTileProps) {
  return (
    <span className={iconTileClass} data-tone={tone}>
      <Icon name={icon} size={16} />
    </span>
  )
}
