import { defineFeature } from '../../featureHost/defineFeature'
import { swapsMessages, type SwapsMessageKey } from './swapsMessages'

/**
 * Swaps' React half: the Swap view (SPEC §2, openable by name with swap arguments), on unless
 * `features.swaps` is false. The remote configuration's `swaps` (SPEC §6) is read by the view.
 */
export const swapsFeature = defineFeature({
  name: 'swaps',
  pluginName: 'features/swaps',
  options: ['features.swaps'],
  flagsAfterStart: 'code',
  enabled: options => options.features.swaps,
  plugin: () => import('../../../plugins/features/swaps/swapsPlugin').then(m => m.swaps()),
  views: {
    Swap: {
      title: 'title' satisfies SwapsMessageKey,
      messages: swapsMessages,
      load: () => import('./SwapView/SwapView').then(m => m.SwapView),
    },
  },
  account: {
    actions: [
      {
        route: { view: 'Swap' },
        icon: 'swap',
        label: 'title' satisfies SwapsMessageKey,
        messages: swapsMessages,
        remoteFeature: 'swaps',
        walletFeature: 'swaps',
      },
    ],
  },
})
