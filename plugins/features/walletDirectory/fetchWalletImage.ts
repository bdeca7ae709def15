import type { HttpClient } from 'vestibule/plugin'
import { IMAGE_PRELOAD_TIMEOUT_MS } from './walletDirectoryConstants'

/**
 * A wallet's image (GET /getWalletImage/{id}, SPEC §7) as an object URL, or undefined when it is
 * missing or slower than the SPEC §9 preload timeout (2 s): the placeholder is drawn instead.
 */
export async function fetchWalletImage(api: HttpClient, imageId: string, timeoutMs: number = IMAGE_PRELOAD_TIMEOUT_MS): Promise<string | undefined> {
  try {
    const blob = await api.getBlob(`/getWalletImage/${encodeURIComponent(imageId)}`, { signal: AbortSignal.timeout(timeoutMs) })
    return blob.type.startsWith('image/') ? URL.createObjectURL(blob) : undefined
  } catch {
    return undefined
  }
}
