import type { ApiImageKind } from '../../../core'
import { safeImageUrl } from '../../format/safeUrls'
import { apiImageClass } from './ApiImage.styles'
import { useApiImage } from './useApiImage'

export interface ApiImageProps {
  /** SPEC §7 image route: `currency` (a fiat currency by id, as the on-ramp lists them), `token`, `asset`, `wallet`. */
  readonly kind: ApiImageKind
  readonly id: string
  /** Pixels. */
  readonly size?: number
  /** An inline picture (a `data:image/` URI the answer carried) shown as it is, with nothing fetched. */
  readonly inline?: string | undefined
}

/**
 * A round image of the hosted API (SPEC §7), fetched once and shown as a shared object URL (see
 * `useApiImage`); the id's initial stands in until it arrives, and stays when there is none.
 * Decorative (hidden from assistive technology): what it shows is always named beside it.
 */
export function ApiImage({ kind, id, size = 24, inline }: ApiImageProps) {
  const own = safeImageUrl(inline)
  const fetched = useApiImage(kind, own || !id ? undefined : id)
  const src = own ?? fetched
  return (
    <span className={apiImageClass} style={{ width: size, height: size }} aria-hidden="true" data-image={src ? 'loaded' : 'placeholder'} data-image-id={id}>
      {src ? <img src={src} alt="" decoding="async" /> : id.slice(0, 1).toUpperCase()}
    </span>
  )
}
