import { avatarGradient } from '../../format/avatarGradient'
import { safeImageUrl } from '../../format/safeUrls'
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
  // An identity answer's picture: a scheme it may not use shows the gradient instead.
  const src = safeImageUrl(image)
  if (src) return <img className={avatarClass} style={style} src={src} alt="" draggable={false} />
  return <span className={avatarClass} style={{ ...style, background: avatarGradient(address) }} aria-hidden="true" />
}
