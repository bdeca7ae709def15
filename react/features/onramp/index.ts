import { isOnrampRestricted } from '../../../plugins/features/onramp/onrampRestriction'
import type { AccountAction } from '../../featureHost/accountExtensions'
import { defineFeature } from '../../featureHost/defineFeature'
import { onrampMessages, type OnrampMessageKey } from './onrampMessages'

// Not offered in SPEC §9's restricted time zones: asked when the Account view draws the row, not
// when the feature registers (the browser's first time-zone lookup takes ~20 ms, on the click
// that opens the Connect view then).
const BUY_ROW: AccountAction = {
  route: { view: 'OnRamp' },
  icon: 'card',
  label: 'title' satisfies OnrampMessageKey,
  messages: onrampMessages,
  remoteFeature: 'onramp',
  walletFeature: 'onramp',
  shown: () => !isOnrampRestricted(),
}

/** On-ramp's React half: the OnRamp view (SPEC §2), on unless `features.onramp` is false. */
export const onrampFeature = defineFeature({
  name: 'onramp',
  pluginName: 'features/onramp',
  options: ['features.onramp'],
  flagsAfterStart: 'code',
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
  account: { actions: [BUY_ROW] },
})
