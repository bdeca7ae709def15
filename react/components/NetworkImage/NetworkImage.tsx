import type { CaipNetwork } from '../../../core'
import { Icon } from '../Icon/Icon'
import { networkImageClass, networkPlaceholderClass } from './NetworkImage.styles'

export interface NetworkImageProps {
  readonly network: CaipNetwork | undefined
  /** Pixels. */
  readonly size?: number
}

/** A network's icon. Decorative (empty alt): the network's name always stands next to it. */
export function NetworkImage({ network, size = 24 }: NetworkImageProps) {
  const src = network?.assets?.imageUrl
  const style = { width: size, height: size }
  if (!src) {
    return (
      <span className={networkPlaceholderClass} style={style} aria-hidden="true">
        <Icon name="network" size={Math.round(size * 0.6)} />
      </span>
    )
  }
  return <img className={networkImageClass} style={style} src={src} alt="" draggable={false} />
}
