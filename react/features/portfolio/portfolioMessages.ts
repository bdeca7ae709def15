import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type PortfolioMessageKey = keyof typeof english

/** The portfolio's namespace; its English loads with the Account tabs' chunk. */
export const portfolioMessages = defineMessages<PortfolioMessageKey>({
  name: 'portfolio',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
