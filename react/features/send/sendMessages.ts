import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type SendMessageKey = keyof typeof english

/** Send's namespace: its English loads with the Send view, never in the first download. */
export const sendMessages = defineMessages<SendMessageKey>({
  name: 'send',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
