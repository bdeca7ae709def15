import type { CaipNetwork } from '../../../core'
import { safeImageUrl } from '../../format/safeUrls'
import { useApiImage } from '../ApiImage/useApiImage'
import { Icon } from '../Icon/Icon'
import { networkImageClass, networkPlaceholderClass } from './NetworkImage.styles'

export interface NetworkImageProps {
  readonly network: CaipNetwork | undefined
  /** Pixels. */
  readonly size?: number
}

/**
 * A network's icon: its `assets.imageUrl`, else the API's image of its `assets.imageId` (SPEC §3,
 * §7 `/public/getAssetImage/{id}`) or of the hosted id of a well-known network, the placeholder glyph until that is there (before the visitor's
 * intent nothing is fetched) or when there is none. Decorative (empty alt): the network's name
 * always stands next to it.
 */
export function NetworkImage({ network, size = 24 }: NetworkImageProps) {
  const assets = network?.assets
  // An image URL of a scheme it may not use counts as none: the API's image or the glyph shows.
  const own = safeImageUrl(assets?.imageUrl)
  const fetched = useApiImage('asset', own ? undefined : (assets?.imageId ?? network?.caipNetworkId))
  const src = own ?? fetched
  const style = { width: size, height: size }
  if (!src) {
    return (
      <span className={networkPlaceholderClass} style={style} aria-hidden="true" data-image="placeholder">
        <Icon name="network" size={Math.round(size * 0.6)} />
      </span>
    )
  }
  return <img className={networkImageClass} style={style} src={src} alt="" draggable={false} data-image="loaded" />
}
