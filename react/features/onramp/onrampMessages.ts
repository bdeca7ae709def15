import { defineMessages } from '../../i18n/defineMessages'
import type english from './locales/en.json'

export type OnrampMessageKey = keyof typeof english

/** The on-ramp namespace, loaded with the OnRamp view. */
export const onrampMessages = defineMessages<OnrampMessageKey>({
  name: 'onramp',
  locales: {
    en: () => import('./locales/en.json').then(module => module.default),
    ar: () => import('./locales/ar.json').then(module => module.default),
    fr: () => import('./locales/fr.json').then(module => module.default),
  },
})
