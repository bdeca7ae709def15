import type { ApiImageKind, HttpClient } from 'vestibule/plugin'
import { IMAGE_TIMEOUT_MS } from './imagesConstants'

/** SPEC §7 image routes of the API host. */
const IMAGE_PATHS: Record<ApiImageKind, string> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
}

/**
 * One image of the API as a blob, or undefined when it is missing (404, 5xx), not an image, or
 * slower than `timeoutMs` (SPEC §9 image preload timeout, 2 s): the caller draws its placeholder.
 */
export async function fetchApiImage(api: HttpClient, kind: ApiImageKind, id: string, timeoutMs: number = IMAGE_TIMEOUT_MS): Promise<Blob | undefined> {
  try {
    const blob = await api.getBlob(`${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`, { signal: AbortSignal.timeout(timeoutMs) })
    return blob.type.startsWith('image/') ? blob : undefined
  } catch {
    return undefined
  }
}
