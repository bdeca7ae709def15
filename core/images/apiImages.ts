import { defineRegistryKey } from '../registry/createRegistry'

/**
 * The images of the hosted API (SPEC §7 image blobs) as the views see them: the contract and the
 * registry key only, so a component that draws an image (the network button's, in the first
 * download) names the loader without carrying it. The loader itself (`createApiImages`) arrives
 * with the `images` feature's plugin, after the visitor's intent (issue 11's privacy rule).
 */

/**
 * SPEC §7 image routes: wallets, networks (`asset`: a network's `assets.imageId`, or its CAIP network
 * id, which the images feature maps to the hosted image id of the networks it knows), currencies,
 * tokens (by symbol).
 */
export type ApiImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** Fetches each image once and lends it out as an object URL shared by everyone who shows it. */
export interface ApiImages {
  /**
   * The image's object URL, counted as one more user: fetched once per kind and id (the blob is
   * kept in a store bounded by bytes), made into a URL when the first user shows it. Undefined when it is missing, not an
   * image, or slower than SPEC §9's 2 s image timeout: the caller keeps its placeholder.
   */
  acquire(kind: ApiImageKind, id: string): Promise<string | undefined>
  /** One user fewer; the last one revokes the URL (the blob stays while the store has room, so showing it again fetches nothing). */
  release(kind: ApiImageKind, id: string): void
  /** The URL some user shows already, not counted (nothing is made or fetched). */
  peek(kind: ApiImageKind, id: string): string | undefined
  /**
   * `acquire` without waiting, for an image on show or kept (counted the same, released the same):
   * a row scrolled back in draws its picture in its first frame. Undefined when it would have to be
   * fetched: then `acquire`.
   */
  acquireNow(kind: ApiImageKind, id: string): string | undefined
  /** How many object URLs are alive (tests check none is left behind). */
  liveUrls(): number
}

/** Registry key of the instance's `ApiImages` (a live object: blobs stay out of state). */
export const API_IMAGES_KEY = defineRegistryKey<ApiImages>('vestibule/api-images')
