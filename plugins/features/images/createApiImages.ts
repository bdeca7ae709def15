import type { ApiImageKind, ApiImages, HttpClient } from 'vestibule/plugin'
import { fetchApiImage } from './fetchApiImage'
import { NETWORK_IMAGE_IDS } from './networkImageIds'

/** An `asset` asked for by CAIP network id (no `assets.imageId` given) is the known network's image id; an unknown one has none. */
const imageIdOf = (kind: ApiImageKind, id: string): string | undefined =>
  kind === 'asset' && id.includes(':') ? NETWORK_IMAGE_IDS[id as keyof typeof NETWORK_IMAGE_IDS] : id

/**
 * The instance's image cache (SPEC §7 images, issue 12: fetched once, cached, released when no
 * longer shown, never blocking a view). Blobs are kept for the page's life; object URLs live only
 * while something shows them, one per image however many rows show it: a URL per row would make
 * the browser decode the same picture again for every row scrolled in. A failed fetch is
 * forgotten, so the image is asked for again the next time it is shown.
 *
 * @example
 * const images = createApiImages(ctx.http.api)
 * const url = await images.acquire('asset', network.assets.imageId) // blob:…, or undefined
 * images.release('asset', network.assets.imageId)
 */
export function createApiImages(api: HttpClient): ApiImages {
  const blobs = new Map<string, Promise<Blob | undefined>>()
  const urls = new Map<string, { url: string; users: number }>()
  const load = (key: string, kind: ApiImageKind, id: string) => {
    let known = blobs.get(key)
    if (!known) {
      const imageId = imageIdOf(kind, id)
      if (!imageId) return Promise.resolve(undefined)
      known = fetchApiImage(api, kind, imageId).then(blob => {
        if (!blob) blobs.delete(key)
        return blob
      })
      blobs.set(key, known)
    }
    return known
  }
  return {
    async acquire(kind, id) {
      const key = `${kind}:${id}`
      const blob = await load(key, kind, id)
      if (!blob) return undefined
      // Another user may have made the URL while this one waited for the blob.
      const shown = urls.get(key)
      if (shown) {
        shown.users += 1
        return shown.url
      }
      const url = URL.createObjectURL(blob)
      urls.set(key, { url, users: 1 })
      return url
    },
    release(kind, id) {
      const key = `${kind}:${id}`
      const shown = urls.get(key)
      if (!shown) return
      shown.users -= 1
      if (shown.users > 0) return
      urls.delete(key)
      URL.revokeObjectURL(shown.url)
    },
    peek: (kind, id) => urls.get(`${kind}:${id}`)?.url,
    liveUrls: () => urls.size,
  }
}
