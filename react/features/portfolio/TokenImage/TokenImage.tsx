import { tokenImageClass } from './TokenImage.styles'
import { useApiImage } from '../../../components/ApiImage/useApiImage'

export interface TokenImageProps {
  readonly symbol: string
  /** The service's own icon; when empty the API's token image (by symbol) is fetched instead. */
  readonly iconUrl?: string | undefined
}

/** Inline icons (data URIs) show as they are; others come from the API once, the symbol's initial standing in meanwhile. */
const isInline = (url: string | undefined): url is string => url?.startsWith('data:image/') === true

/** A token's round picture: its icon, the API's token image, or its initial while neither is there. */
export function TokenImage({ symbol, iconUrl }: TokenImageProps) {
  const fetched = useApiImage('token', isInline(iconUrl) ? undefined : symbol)
  const src = isInline(iconUrl) ? iconUrl : fetched
  return (
    <span className={tokenImageClass} aria-hidden="true" data-image={src ? 'loaded' : 'placeholder'}>
      {src ? <img src={src} alt="" decoding="async" /> : symbol.slice(0, 1).toUpperCase()}
    </span>
  )
}
