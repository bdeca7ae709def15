import { defineFeature } from '../../featureHost/defineFeature'
import { namesMessages, type NamesMessageKey } from './namesMessages'

/**
 * Account names (SPEC §2 RegisterAccountName and RegisterAccountNameSuccess; eip155 only, SPEC §9):
 * hosted, so on when there is a project id and an EVM network, off in basic mode (the minimal,
 * connect-only modal, where remote features are off too); plugin and views load on intent.
 */
export const namesFeature = defineFeature({
  name: 'names',
  pluginName: 'features/names',
  enabled: options => Boolean(options.projectId) && !options.basic && options.networks.some(network => network.chainNamespace === 'eip155'),
  plugin: () => import('../../../plugins/features/names/namesPlugin').then(m => m.names()),
  views: {
    RegisterAccountName: {
      title: 'title' satisfies NamesMessageKey,
      messages: namesMessages,
      load: () => import('./RegisterAccountNameView/RegisterAccountNameView').then(m => m.RegisterAccountNameView),
    },
    RegisterAccountNameSuccess: {
      title: 'successTitle' satisfies NamesMessageKey,
      messages: namesMessages,
      load: () => import('./RegisterAccountNameSuccessView/RegisterAccountNameSuccessView').then(m => m.RegisterAccountNameSuccessView),
    },
  },
  // "Choose account name" for an embedded-wallet account without a name (the row draws nothing otherwise).
  account: {
    sections: [
      {
        title: 'chooseNameSection' satisfies NamesMessageKey,
        messages: namesMessages,
        load: () => import('./ChooseNameSection/ChooseNameSection').then(m => m.ChooseNameSection),
      },
    ],
  },
})
