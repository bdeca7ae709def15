import { defineFeature } from '../../featureHost/defineFeature'
import { profileWalletsMessages, type ProfileWalletsMessageKey } from './profileWalletsMessages'

/** ProfileWallets (SPEC §2): every connected namespace's wallet, switch the active one, disconnect one or all. Views only. */
export const profileWalletsFeature = defineFeature({
  name: 'profileWallets',
  enabled: () => true,
  views: {
    ProfileWallets: {
      title: 'title' satisfies ProfileWalletsMessageKey,
      messages: profileWalletsMessages,
      load: () => import('./ProfileWalletsView/ProfileWalletsView').then(m => m.ProfileWalletsView),
    },
  },
  account: {
    actions: [{ route: { view: 'ProfileWallets' }, icon: 'wallet', label: 'title' satisfies ProfileWalletsMessageKey, messages: profileWalletsMessages }],
  },
})
