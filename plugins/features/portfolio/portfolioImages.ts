import type { HttpClient } from 'vestibule/plugin'
import { TOKEN_IMAGE_TIMEOUT_MS } from './portfolioConstants'

/** SPEC §7 image routes besides wallet images: tokens by symbol, networks by image id, currencies by id. */
export type PortfolioImageKind = 'token' | 'asset' | 'currency'

const PATHS: Record<PortfolioImageKind, string> = {
  token: '/public/getTokenImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
}

/** The feature's image loader, kept in the instance registry: blobs are live data, not state. */
export interface PortfolioImages {
  /** The image as a blob, fetched once per kind and id; undefined when missing or slower than 2 s. */
  load(kind: PortfolioImageKind, id: string): Promise<Blob | undefined>
}

/**
 * Fetches each image once and keeps its blob; views make an object URL while they show it and
 * revoke it after. A failed fetch is forgotten, so the image is asked for again next time it shows.
 */
export function createPortfolioImages(api: HttpClient): PortfolioImages {
  const cache = new Map<string, Promise<Blob | undefined>>()
  return {
    load(kind, id) {
      const key = `${kind}:${id}`
      let known = cache.get(key)
      if (!known) {
        known = api.getBlob(`${PATHS[kind]}${encodeURIComponent(id)}`, { signal: AbortSignal.timeout(TOKEN_IMAGE_TIMEOUT_MS) }).then(
          blob => (blob.type.startsWith('image/') ? blob : undefined),
          () => {
            cache.delete(key)
            return undefined
          },
        )
        cache.set(key, known)
      }
      return known
    },
  }
}
