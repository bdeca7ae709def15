import { avatarGradient } from '../../format/avatarGradient'
import { avatarClass } from './Avatar.styles'

export interface AvatarProps {
  readonly address: string
  readonly image?: string | null | undefined
  /** Pixels. */
  readonly size?: number
}

/** The account's picture: its profile image, or a gradient drawn from the address. Decorative: the address is always shown beside it. */
export function Avatar({ address, image, size = 64 }: AvatarProps) {
  const style = { width: size, height: size }
  if (image) return <img className={avatarClass} style={style} src={image} alt="" draggable={false} />
  return <span className={avatarClass} style={{ ...style, background: avatarGradient(address) }} aria-hidden="true" />
}
