import { defineMessages } from '../i18n/defineMessages'
import { en, type CoreMessageKey } from './en'

/**
 * Core's namespace: the modal's views, header and buttons. English is in the first download; each
 * other locale is a chunk of its own, fetched once an instance asks for it.
 */
export const coreMessages = defineMessages<CoreMessageKey>({
  name: 'core',
  english: en,
  locales: {
    ar: () => import('./ar.json').then(module => module.default),
    fr: () => import('./fr.json').then(module => module.default),
  },
})
