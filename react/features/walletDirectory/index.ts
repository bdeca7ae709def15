import { defineFeature } from '../../featureHost/defineFeature'
import { selectWalletDirectory, selectWalletListing } from '../../../plugins/features/walletDirectory/walletDirectorySelectors'
import { walletDirectoryMessages, type WalletDirectoryMessageKey } from './walletDirectoryMessages'

/** The wallet directory's React half: the All Wallets grid (SPEC §2), on unless `features.allWallets` is false. */
export const walletDirectoryFeature = defineFeature({
  name: 'walletDirectory',
  pluginName: 'features/walletDirectory',
  options: ['features.allWallets'],
  enabled: options => options.features.allWallets,
  plugin: () => import('../../../plugins/features/walletDirectory/walletDirectoryPlugin').then(m => m.walletDirectory()),
  walletListings: {
    select: selectWalletDirectory,
    find: selectWalletListing,
    // Only once its plugin joined: a request nobody answers would never settle.
    search: async (appKit, query) => {
      if (!appKit.plugins().some(plugin => plugin.name === 'features/walletDirectory')) return []
      const { searchWallets } = await import('../../../plugins/features/walletDirectory/walletDirectoryActions')
      return (await searchWallets(appKit, { query })).listings
    },
  },
  views: {
    AllWallets: {
      title: 'title' satisfies WalletDirectoryMessageKey,
      messages: walletDirectoryMessages,
      load: () => import('./AllWalletsView/AllWalletsView').then(m => m.AllWalletsView),
    },
  },
})
