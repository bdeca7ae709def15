import { defineFeature } from '../../featureHost/defineFeature'
import { receiveMessages, type ReceiveMessageKey } from './receiveMessages'

/**
 * Receive (SPEC §2): the connected address as a QR code and text, with the networks it can receive
 * on. On unless `features.receive` is false (SPEC §9 default on); views only, no plugin.
 */
export const receiveFeature = defineFeature({
  name: 'receive',
  options: ['features.receive'],
  flagsAfterStart: 'code',
  enabled: options => options.features.receive,
  views: {
    Receive: {
      title: 'title' satisfies ReceiveMessageKey,
      messages: receiveMessages,
      load: () => import('./ReceiveView/ReceiveView').then(m => m.ReceiveView),
    },
  },
  account: {
    actions: [{ route: { view: 'Receive' }, icon: 'receive', label: 'title' satisfies ReceiveMessageKey, messages: receiveMessages, walletFeature: 'receive' }],
  },
})
