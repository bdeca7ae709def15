import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type ProfileWalletsMessageKey = keyof typeof english

/** ProfileWallets' namespace; its English loads with the view's chunk. */
export const profileWalletsMessages = defineMessages<ProfileWalletsMessageKey>({
  name: 'profileWallets',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
