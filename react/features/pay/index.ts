import { defineFeature } from '../../featureHost/defineFeature'
import { payMessages, type PayMessageKey } from './payMessages'

/** Pay's React half: the Pay view (SPEC §1, §2); off unless `features.pay` is true (SPEC §9). */
export const payFeature = defineFeature({
  name: 'pay',
  pluginName: 'features/pay',
  options: ['features.pay'],
  flagsAfterStart: 'once',
  enabled: options => options.features.pay,
  plugin: () => import('../../../plugins/features/pay/payPlugin').then(m => m.payFeature()),
  views: {
    Pay: {
      title: 'title' satisfies PayMessageKey,
      messages: payMessages,
      load: () => import('./PayView/PayView').then(m => m.PayView),
    },
  },
})
