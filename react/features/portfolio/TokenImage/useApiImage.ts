import { useEffect, useState } from 'react'
import { PORTFOLIO_IMAGES_KEY } from '../../../../plugins/features/portfolio/portfolioConstants'
import type { PortfolioImageKind, PortfolioImages } from '../../../../plugins/features/portfolio/portfolioImages'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'

/**
 * An image of the API (SPEC §7 token, asset, currency images) as an object URL while the component
 * shows it: the blob is fetched once by the portfolio plugin and kept; the URL is made on mount and
 * revoked on unmount or when the id changes, so a long list leaves no URL behind. Undefined until
 * the image arrives (or when there is none): the caller draws its placeholder, never waits.
 */
export function useApiImage(kind: PortfolioImageKind, id: string | undefined): string | undefined {
  const appKit = useAppKitInstance()
  const [url, setUrl] = useState<string | undefined>(undefined)
  useEffect(() => {
    const images = id ? appKit.registry.get<PortfolioImages>(PORTFOLIO_IMAGES_KEY) : undefined
    if (!images || !id) return undefined
    let live = true
    let objectUrl: string | undefined
    void images.load(kind, id).then(blob => {
      if (!live || !blob) return
      objectUrl = URL.createObjectURL(blob)
      setUrl(objectUrl)
    })
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
      setUrl(undefined)
    }
  }, [appKit, kind, id])
  return url
}
