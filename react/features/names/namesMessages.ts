import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type NamesMessageKey = keyof typeof english

/** The names feature's namespace: a chunk loaded with its views, never in the first download. */
export const namesMessages = defineMessages<NamesMessageKey>({
  name: 'names',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
