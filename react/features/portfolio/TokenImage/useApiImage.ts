import { useEffect, useState } from 'react'
import { PORTFOLIO_IMAGES_KEY } from '../../../../plugins/features/portfolio/portfolioConstants'
import type { PortfolioImageKind, PortfolioImages } from '../../../../plugins/features/portfolio/portfolioImages'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { acquireObjectUrl, peekObjectUrl, releaseObjectUrl, reuseObjectUrl } from './sharedObjectUrls'

/**
 * An image of the API (SPEC §7 token, asset, currency images) as an object URL while the component
 * shows it: the blob is fetched once by the portfolio plugin and kept; the URL is shared by every
 * row showing the image and revoked when the last one unmounts. Undefined until the image arrives
 * (or when there is none): the caller draws its placeholder, never waits.
 */
export function useApiImage(kind: PortfolioImageKind, id: string | undefined): string | undefined {
  const appKit = useAppKitInstance()
  const key = id ? `${kind}:${id}` : undefined
  // A row scrolled in shows an image other rows show already in its first render: no second one.
  const [url, setUrl] = useState<string | undefined>(() => (key ? peekObjectUrl(key) : undefined))
  useEffect(() => {
    if (!key || !id) return undefined
    // Shown by another row already: no fetch, no new URL, no second decode.
    const reused = reuseObjectUrl(key)
    if (reused) {
      setUrl(reused)
      return () => releaseObjectUrl(key)
    }
    const images = appKit.registry.get<PortfolioImages>(PORTFOLIO_IMAGES_KEY)
    if (!images) return undefined
    let live = true
    let acquired = false
    void images.load(kind, id).then(blob => {
      if (!live || !blob) return
      acquired = true
      setUrl(acquireObjectUrl(key, blob))
    })
    return () => {
      live = false
      if (acquired) releaseObjectUrl(key)
      setUrl(undefined)
    }
  }, [appKit, kind, id, key])
  return url
}
