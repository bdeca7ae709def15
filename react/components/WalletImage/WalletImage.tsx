import { useState } from 'react'
import { Icon } from '../Icon/Icon'
import { placeholderClass, walletImageClass } from './WalletImage.styles'

export interface WalletImageProps {
  readonly name: string
  readonly src?: string | undefined
  /** Pixels. */
  readonly size?: number
}

/** A wallet's icon, named by its alt text; a neutral glyph, named the same way, when it has none or it fails to load. */
export function WalletImage({ name, src, size = 40 }: WalletImageProps) {
  const [failed, setFailed] = useState(false)
  const style = { width: size, height: size }
  if (!src || failed) {
    return (
      <span className={placeholderClass} style={style} role="img" aria-label={name}>
        <Icon name="wallet" size={Math.round(size * 0.5)} />
      </span>
    )
  }
  // Decoded off the frame: a grid scrolled fast mounts many images at once.
  return <img className={walletImageClass} style={style} src={src} alt={name} onError={() => setFailed(true)} draggable={false} decoding="async" />
}
