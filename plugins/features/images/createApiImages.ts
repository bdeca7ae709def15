import type { ApiImageKind, ApiImages, HttpClient } from 'vestibule/plugin'
import { fetchApiImage } from './fetchApiImage'
import { IMAGE_CACHE_MAX_BYTES } from './imagesConstants'
import { NETWORK_IMAGE_IDS } from './networkImageIds'

/** An `asset` asked for by CAIP network id (no `assets.imageId` given) is the known network's image id; an unknown one has none. */
const imageIdOf = (kind: ApiImageKind, id: string): string | undefined =>
  kind === 'asset' && id.includes(':') ? NETWORK_IMAGE_IDS[id as keyof typeof NETWORK_IMAGE_IDS] : id

export interface CreateApiImagesParameters {
  /** Bytes of blobs kept while nothing shows them (least recently shown dropped first); `IMAGE_CACHE_MAX_BYTES` by default. */
  readonly maxBytes?: number
}

/**
 * The instance's image cache (SPEC §7 images, issue 12: fetched once, cached, released when no
 * longer shown, never blocking a view). Object URLs live only while something shows them, one per
 * image however many rows show it: a URL per row would make the browser decode the same picture
 * again for every row scrolled in. Blobs are kept in a store bounded by bytes (least recently shown
 * dropped first, never one on show), so a picture shown again comes without a request while memory
 * stays bounded however far a list is scrolled. A failed fetch is forgotten, so the image is asked
 * for again the next time it is shown.
 *
 * @example
 * const images = createApiImages(ctx.http.api)
 * const url = await images.acquire('asset', network.assets.imageId) // blob:…, or undefined
 * images.release('asset', network.assets.imageId)
 */
export function createApiImages(api: HttpClient, { maxBytes = IMAGE_CACHE_MAX_BYTES }: CreateApiImagesParameters = {}): ApiImages {
  // Map order is recency: a blob shown again moves to the end, eviction starts at the front.
  const blobs = new Map<string, Promise<Blob | undefined>>()
  const sizes = new Map<string, number>()
  // The blobs that have arrived, for `acquireNow`, which cannot wait on a promise.
  const arrivedBlobs = new Map<string, Blob>()
  let bytes = 0
  const urls = new Map<string, { url: string; users: number }>()
  // `arrived`: the blob just fetched, about to be shown by whoever asked for it.
  const evict = (arrived?: string) => {
    for (const key of blobs.keys()) {
      if (bytes <= maxBytes) return
      const size = sizes.get(key)
      // Still on its way, or on show (its URL holds the blob anyway): kept.
      if (size === undefined || urls.has(key) || key === arrived) continue
      blobs.delete(key)
      sizes.delete(key)
      arrivedBlobs.delete(key)
      bytes -= size
    }
  }
  /** The URL of an image nobody shows any more is revoked; its blob stays while the store has room. */
  const revokeUnused = (key: string) => {
    const shown = urls.get(key)
    if (!shown || shown.users > 0) return
    urls.delete(key)
    URL.revokeObjectURL(shown.url)
    // Shown blobs may have held the store over its bound: this one can go now if it is the oldest.
    evict()
  }
  const load = (key: string, kind: ApiImageKind, id: string) => {
    const known = blobs.get(key)
    if (known) {
      blobs.delete(key)
      blobs.set(key, known)
      return known
    }
    const imageId = imageIdOf(kind, id)
    if (!imageId) return Promise.resolve(undefined)
    const fetched: Promise<Blob | undefined> = fetchApiImage(api, kind, imageId).then(blob => {
      // Dropped meanwhile (or replaced): nothing to count.
      if (blobs.get(key) !== fetched) return blob
      if (!blob) {
        blobs.delete(key)
        return blob
      }
      sizes.set(key, blob.size)
      arrivedBlobs.set(key, blob)
      bytes += blob.size
      evict(key)
      return blob
    })
    blobs.set(key, fetched)
    return fetched
  }
  return {
    async acquire(kind, id) {
      const key = `${kind}:${id}`
      const lend = () => {
        const shown = urls.get(key)
        if (!shown) return undefined
        shown.users += 1
        return shown.url
      }
      // On show already: its URL, whether or not the store still counts its blob.
      const lent = lend()
      if (lent) return lent
      const blob = await load(key, kind, id)
      if (!blob) return undefined
      // Another user may have made the URL while this one waited for the blob.
      const shared = lend()
      if (shared) return shared
      const url = URL.createObjectURL(blob)
      urls.set(key, { url, users: 1 })
      return url
    },
    release(kind, id) {
      const shown = urls.get(`${kind}:${id}`)
      if (!shown) return
      shown.users -= 1
      revokeUnused(`${kind}:${id}`)
    },
    peek: (kind, id) => urls.get(`${kind}:${id}`)?.url,
    acquireNow(kind, id) {
      const key = `${kind}:${id}`
      const shown = urls.get(key)
      if (shown) {
        shown.users += 1
        return shown.url
      }
      // Kept, not shown: a row scrolled back in draws its picture in its first frame.
      const blob = arrivedBlobs.get(key)
      if (!blob) return undefined
      const url = URL.createObjectURL(blob)
      urls.set(key, { url, users: 1 })
      return url
    },
    liveUrls: () => urls.size,
  }
}
