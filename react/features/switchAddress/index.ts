import { defineFeature } from '../../featureHost/defineFeature'
import { selectSeveralAddresses } from './selectSeveralAddresses'
import { switchAddressMessages, type SwitchAddressMessageKey } from './switchAddressMessages'

/**
 * SwitchAddress (AppKit's, for its Bitcoin adapter): the Account view's "Switch account" row, shown
 * while a Bitcoin connection holds several addresses (payment and ordinals), and the view listing
 * them. On when the app configures a Bitcoin network; views only, no plugin: the Bitcoin connector
 * answers the switch.
 */
export const switchAddressFeature = defineFeature({
  name: 'switchAddress',
  enabled: options => options.networks.some(network => network.chainNamespace === 'bip122'),
  views: {
    SwitchAddress: {
      title: 'title' satisfies SwitchAddressMessageKey,
      messages: switchAddressMessages,
      load: () => import('./SwitchAddressView/SwitchAddressView').then(m => m.SwitchAddressView),
    },
  },
  account: {
    actions: [
      {
        route: { view: 'SwitchAddress' },
        icon: 'swap',
        label: 'switchAccount' satisfies SwitchAddressMessageKey,
        messages: switchAddressMessages,
        shown: selectSeveralAddresses,
      },
    ],
  },
})
