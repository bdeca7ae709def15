import { defineFeature } from '../../featureHost/defineFeature'
import { siwxMessages, type SiwxMessageKey } from './siwxMessages'

/**
 * Sign in with X (SPEC §2 SIWXSignMessage, §4): on when the app sets `siwx` or `siweConfig`. Its
 * plugin loads on intent like every feature's (a host that wants a restored session checked at page
 * load lists `siwx()` in `plugins` itself); the sign view and the Account view's sign-in section
 * load when shown.
 */
export const siwxFeature = defineFeature({
  name: 'siwx',
  pluginName: 'features/siwx',
  options: ['siwx', 'siweConfig'],
  enabled: options => Boolean(options.siwx || options.siweConfig),
  plugin: () => import('../../../plugins/features/siwx/siwxPlugin').then(m => m.siwx()),
  views: {
    SIWXSignMessage: {
      title: 'title.SIWXSignMessage',
      messages: siwxMessages,
      load: () => import('./SIWXSignMessageView/SIWXSignMessageView').then(m => m.SIWXSignMessageView),
    },
  },
  account: {
    sections: [
      {
        title: 'section' satisfies SiwxMessageKey,
        messages: siwxMessages,
        load: () => import('./SignInSection/SignInSection').then(m => m.SignInSection),
      },
    ],
  },
})
