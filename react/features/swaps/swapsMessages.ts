import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type SwapsMessageKey = keyof typeof english

/** The swaps namespace: its English loads with the Swap view, so the first download carries none of it. */
export const swapsMessages = defineMessages<SwapsMessageKey>({
  name: 'swaps',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
