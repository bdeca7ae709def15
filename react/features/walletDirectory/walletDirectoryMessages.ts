import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type WalletDirectoryMessageKey = keyof typeof english

/**
 * The wallet directory's namespace. Even its English is a chunk: it loads with the All Wallets
 * view, so the first download carries none of it.
 */
export const walletDirectoryMessages = defineMessages<WalletDirectoryMessageKey>({
  name: 'walletDirectory',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
