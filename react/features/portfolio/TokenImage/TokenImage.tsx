import { ApiImage } from '../../../components/ApiImage/ApiImage'

export interface TokenImageProps {
  readonly symbol: string
  /** The service's own icon; when empty the API's token image (by symbol) is fetched instead. */
  readonly iconUrl?: string | undefined
}

/** Inline icons (data URIs) show as they are; others come from the API once, the symbol's initial standing in meanwhile. */
const isInline = (url: string | undefined): url is string => url?.startsWith('data:image/') === true

/** A token's round picture: its icon, the API's token image, or its initial while neither is there. */
export function TokenImage({ symbol, iconUrl }: TokenImageProps) {
  return <ApiImage kind="token" id={symbol} size={32} inline={isInline(iconUrl) ? iconUrl : undefined} />
}
