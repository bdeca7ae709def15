import { useState } from 'react'
import { safeImageUrl } from '../../format/safeUrls'
import { useApiImage } from '../ApiImage/useApiImage'
import { Icon } from '../Icon/Icon'
import { placeholderClass, walletImageClass } from './WalletImage.styles'

export interface WalletImageProps {
  readonly name: string
  readonly src?: string | undefined
  /**
   * The directory's image id (SPEC §7 /getWalletImage), drawn when there is no `src`: taken from the
   * instance's image cache while this is shown, its object URL given back when it unmounts.
   */
  readonly imageId?: string | null | undefined
  /** Pixels. */
  readonly size?: number
}

/** The first letters of a wallet's first two words ('Sandbox Wallet' → 'SW', 'Rabby' → 'R'). */
function initialsOf(name: string): string {
  return name
    .split(/[\s_-]+/)
    .filter(word => /^\p{L}|^\p{N}/u.test(word))
    .slice(0, 2)
    .map(word => String.fromCodePoint(word.codePointAt(0)!).toUpperCase())
    .join('')
}

/** A wallet's icon, named by its alt text; its initials, named the same way, when it has none or it fails to load. */
export function WalletImage({ name, src, imageId, size = 40 }: WalletImageProps) {
  // A directory's or an announcement's URL of a scheme it may not use counts as none.
  const own = safeImageUrl(src)
  const fetched = useApiImage('wallet', own ? undefined : (imageId ?? undefined))
  const shown = own ?? fetched
  // The URL that failed, not a flag: another picture arriving later (the fetched one) gets its chance.
  const [failed, setFailed] = useState<string>()
  const style = { width: size, height: size }
  if (!shown || failed === shown) {
    const initials = initialsOf(name)
    return (
      // The initials are drawn by CSS (attr()): the text of a button holding this stays the wallet's name.
      <span
        className={placeholderClass}
        style={{ ...style, fontSize: Math.round(size * 0.36) }}
        role="img"
        aria-label={name}
        data-initials={initials || undefined}
      >
        {initials ? null : <Icon name="wallet" size={Math.round(size * 0.5)} />}
      </span>
    )
  }
  // Decoded off the frame: a grid scrolled fast mounts many images at once.
  return <img className={walletImageClass} style={style} src={shown} alt={name} onError={() => setFailed(shown)} draggable={false} decoding="async" />
}
