import { API_IMAGES_KEY, definePlugin } from 'vestibule/plugin'
import { createApiImages } from './createApiImages'

/** The name the images plugin registers under. */
export const IMAGES_PLUGIN_NAME = 'features/images'

/**
 * The hosted API's images (SPEC §7: wallets, networks, currencies, tokens) for every view that
 * draws one: puts the instance's image cache (`createApiImages`) in the registry under
 * `API_IMAGES_KEY`. Loaded like every feature on the visitor's intent, so no image is requested
 * before it (issue 11) and the cache is never part of the page's first download; until it is
 * there, and always without a project id, views draw their placeholders.
 *
 * @example
 * createAppKit({ projectId, networks, plugins: [images()] })
 */
export function images() {
  return definePlugin({
    name: IMAGES_PLUGIN_NAME,
    version: '1.0.0',
    kind: 'feature',
    setup(ctx) {
      // No vendor account, no hosted call (issue 16): without a project id the views keep their placeholders.
      if (!ctx.options.projectId) return
      if (!ctx.registry.has(API_IMAGES_KEY)) ctx.registry.set(API_IMAGES_KEY, createApiImages(ctx.http.api))
    },
  })
}
