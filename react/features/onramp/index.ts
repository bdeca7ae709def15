import { defineFeature } from '../defineFeature'
import { onrampMessages, type OnrampMessageKey } from './onrampMessages'

/** On-ramp's React half: the OnRamp view (SPEC §2), on unless `features.onramp` is false. */
export const onrampFeature = defineFeature({
  name: 'onramp',
  pluginName: 'features/onramp',
  enabled: options => options.features.onramp,
  plugin: () => import('../../../plugins/features/onramp/onrampPlugin').then(m => m.onramp()),
  views: {
    OnRamp: {
      title: 'title' satisfies OnrampMessageKey,
      messages: onrampMessages,
      load: () => import('./OnRampView/OnRampView').then(m => m.OnRampView),
    },
  },
  // Its Account row follows the project configuration's `onramp` (SPEC §6).
  account: {
    actions: [{ route: { view: 'OnRamp' }, icon: 'card', label: 'title' satisfies OnrampMessageKey, messages: onrampMessages, remoteFeature: 'onramp', walletFeature: 'onramp' }],
  },
})
