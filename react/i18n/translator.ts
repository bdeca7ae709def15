import { catalogueLocale } from './catalogueLocale'
import type { MessageNamespace } from './defineMessages'
import { interpolate, interpolateParts, type MessageParams } from './interpolate'
import { loadMessages, loadedMessages } from './messageStore'

/** `t`: a namespace's messages in one locale. */
export interface Translate<K extends string = string> {
  /** The message, its `{name}` placeholders filled from `params`. */
  (key: K, params?: MessageParams): string
  /** A message with elements in it (links): the text split around them, for React to render. */
  parts<T>(key: K, params: Readonly<Record<string, string | number | T>>): Array<string | T>
  /** Whether the message is here (a feature's English arrives with its views). */
  has(key: string): key is K
  /** The locale of the text shown: 'en' until the asked locale's messages have arrived. */
  readonly locale: string
}

/** The locales a namespace can show, English included. */
function namespaceLocales(namespace: MessageNamespace): string[] {
  return ['en', ...Object.keys(namespace.locales)]
}

/**
 * `t` for a namespace in a locale, over the messages loaded so far. A message the locale lacks (or
 * leaves empty), or whose locale has not arrived yet, is shown in English; one English lacks too
 * shows its key, never a blank.
 *
 * @example
 * const t = translator(coreMessages, 'fr')
 * t('connecting.continueIn', { name: 'MetaMask' }) // 'Continuer dans MetaMask' once French is here
 */
export function translator<K extends string>(namespace: MessageNamespace<K>, locale: string): Translate<K> {
  const wanted = catalogueLocale(locale, namespaceLocales(namespace))
  const english = loadedMessages(namespace, 'en') as Readonly<Record<string, string | undefined>> | undefined
  const localized = wanted === 'en' ? undefined : (loadedMessages(namespace, wanted) as Readonly<Record<string, string | undefined>> | undefined)
  const text = (key: string): string => localized?.[key] || english?.[key] || key
  const t = ((key: K, params?: MessageParams) => interpolate(text(key), params)) as Translate<K>
  return Object.assign(t, {
    parts: <T>(key: K, params: Readonly<Record<string, string | number | T>>) => interpolateParts(text(key), params),
    has: (key: string): key is K => Boolean(localized?.[key] || english?.[key]),
    locale: localized ? wanted : 'en',
  })
}

/** Fetches what `translator(namespace, locale)` needs: English (a feature's) and the locale that serves `locale`. */
export function loadLocale(namespace: MessageNamespace, locale: string): Promise<void> {
  const wanted = catalogueLocale(locale, namespaceLocales(namespace))
  return Promise.all([loadMessages(namespace, 'en'), loadMessages(namespace, wanted)]).then(() => undefined)
}
