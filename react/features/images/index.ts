import { defineFeature } from '../../featureHost/defineFeature'

/**
 * The hosted API's images (SPEC §7) for every view: no views of its own, only the plugin that puts
 * the image cache in the registry, loaded on the visitor's intent like every feature. Network,
 * token and currency images are drawn through react/components (NetworkImage, useApiImage), placeholders
 * until it has joined.
 */
export const imagesFeature = defineFeature({
  name: 'images',
  pluginName: 'features/images',
  enabled: () => true,
  plugin: () => import('../../../plugins/features/images/imagesPlugin').then(m => m.images()),
  views: {},
})
