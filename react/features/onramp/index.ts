import { isOnrampRestricted } from '../../../plugins/features/onramp/onrampRules'
import type { AccountAction } from '../../featureHost/accountExtensions'
import { defineFeature } from '../../featureHost/defineFeature'
import { onrampMessages, type OnrampMessageKey } from './onrampMessages'

const BUY_ROW: AccountAction = { route: { view: 'OnRamp' }, icon: 'card', label: 'title' satisfies OnrampMessageKey, messages: onrampMessages, remoteFeature: 'onramp', walletFeature: 'onramp' }

/** On-ramp's React half: the OnRamp view (SPEC §2), on unless `features.onramp` is false. */
export const onrampFeature = defineFeature({
  name: 'onramp',
  pluginName: 'features/onramp',
  options: ['features.onramp'],
  enabled: options => options.features.onramp,
  plugin: () => import('../../../plugins/features/onramp/onrampPlugin').then(m => m.onramp()),
  views: {
    OnRamp: {
      title: 'title' satisfies OnrampMessageKey,
      messages: onrampMessages,
      load: () => import('./OnRampView/OnRampView').then(m => m.OnRampView),
    },
  },
  // Its Account row follows the project configuration's `onramp` (SPEC §6), and is not offered in
  // SPEC §9's restricted time zones: read when the feature registers, in the visitor's browser.
  account: {
    get actions() {
      return isOnrampRestricted() ? [] : [BUY_ROW]
    },
  },
})
