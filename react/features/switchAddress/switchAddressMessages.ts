import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type SwitchAddressMessageKey = keyof typeof english

/** SwitchAddress's namespace; its English loads with the Account view's row. */
export const switchAddressMessages = defineMessages<SwitchAddressMessageKey>({
  name: 'switchAddress',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
