import { defineFeature } from '../../featureHost/defineFeature'
import { sendMessages, type SendMessageKey } from './sendMessages'

/** Send's React half: the Send view (SPEC §2 feature screens), on unless `features.send` is false (SPEC §9). */
export const sendFeature = defineFeature({
  name: 'send',
  pluginName: 'features/send',
  options: ['features.send'],
  flagsAfterStart: 'code',
  enabled: options => options.features.send,
  plugin: () => import('../../../plugins/features/send/sendPlugin').then(m => m.send()),
  views: {
    Send: {
      title: 'title' satisfies SendMessageKey,
      messages: sendMessages,
      load: () => import('./SendView/SendView').then(m => m.SendView),
    },
  },
  account: {
    actions: [{ route: { view: 'Send' }, icon: 'send', label: 'title' satisfies SendMessageKey, messages: sendMessages, walletFeature: 'send' }],
  },
})
