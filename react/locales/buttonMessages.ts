import { defineMessages } from '../i18n/defineMessages'

/**
 * The buttons' default labels (AppKit's), when the app gives none, and the header of the card an
 * early click paints before the modal's chunk arrives (issue 27): the only text the host page shows
 * before the modal loads, so the only English in its first download. Core's namespace (en.ts, which
 * includes these) comes with the modal's chunk.
 */
export const buttonEnglish = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.switchNetwork': 'Switch Network',
  'button.network': 'Network',
  'title.Connect': 'Connect Wallet',
  'header.close': 'Close',
} as const

export type ButtonMessageKey = keyof typeof buttonEnglish

/** The buttons' namespace: its other locales are core's files (they hold the `button.*` keys too). */
export const buttonMessages = defineMessages<ButtonMessageKey>({
  name: 'buttons',
  english: buttonEnglish,
  locales: {
    ar: () => import('./ar.json').then(module => module.default),
    fr: () => import('./fr.json').then(module => module.default),
  },
})
