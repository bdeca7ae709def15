import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type PayMessageKey = keyof typeof english

/** The pay namespace, loaded with the Pay view. */
export const payMessages = defineMessages<PayMessageKey>({
  name: 'pay',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
