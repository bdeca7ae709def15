// The images feature's framework-free half: the hosted API's image cache, in the registry (SPEC §7).
export { images, IMAGES_PLUGIN_NAME } from './imagesPlugin'
export { createApiImages } from './createApiImages'
export type { CreateApiImagesParameters } from './createApiImages'
export { fetchApiImage } from './fetchApiImage'
export { IMAGE_CACHE_MAX_BYTES, IMAGE_TIMEOUT_MS } from './imagesConstants'
