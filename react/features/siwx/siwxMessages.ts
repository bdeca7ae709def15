import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type SiwxMessageKey = keyof typeof english

/** The sign-in feature's namespace: a chunk loaded with its views, never in the first download. */
export const siwxMessages = defineMessages<SiwxMessageKey>({
  name: 'siwx',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
