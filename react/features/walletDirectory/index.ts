import { defineFeature } from '../../featureHost/defineFeature'
import { walletDirectoryMessages, type WalletDirectoryMessageKey } from './walletDirectoryMessages'

/** The wallet directory's React half: the All Wallets grid (SPEC §2), on unless `features.allWallets` is false. */
export const walletDirectoryFeature = defineFeature({
  name: 'walletDirectory',
  pluginName: 'features/walletDirectory',
  options: ['features.allWallets'],
  enabled: options => options.features.allWallets,
  plugin: () => import('../../../plugins/features/walletDirectory/walletDirectoryPlugin').then(m => m.walletDirectory()),
  views: {
    AllWallets: {
      title: 'title' satisfies WalletDirectoryMessageKey,
      messages: walletDirectoryMessages,
      load: () => import('./AllWalletsView/AllWalletsView').then(m => m.AllWalletsView),
    },
  },
})
