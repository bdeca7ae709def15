import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type EmbeddedWalletMessageKey = keyof typeof english

/** The embedded wallet's namespace: a chunk loaded with its views, none of it in the first download. */
export const embeddedWalletMessages = defineMessages<EmbeddedWalletMessageKey>({
  name: 'embeddedWallet',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
