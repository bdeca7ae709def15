import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type ReceiveMessageKey = keyof typeof english

/** Receive's namespace; its English loads with the Receive view's chunk. */
export const receiveMessages = defineMessages<ReceiveMessageKey>({
  name: 'receive',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
